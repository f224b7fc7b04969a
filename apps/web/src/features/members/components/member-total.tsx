import { Group, Skeleton, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useMemberCount } from '../api/get-member-count';

/** Spec screen 19's running total; refreshed after each member is added. */
export function MemberTotal() {
  const count = useMemberCount();
  return (
    <Group gap={6} wrap="nowrap" aria-live="polite">
      <IconUsers size={18} aria-hidden />
      {count.isPending ? (
        <Skeleton height={16} width={140} aria-label="Loading the member count" />
      ) : count.isError ? (
        <Text size="sm" c="dimmed">
          The member count could not be loaded.
        </Text>
      ) : (
        <Text size="sm" fw={500}>
          Total members: {count.data.total}
        </Text>
      )}
    </Group>
  );
}
