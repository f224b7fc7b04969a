import { Group, Skeleton, Text } from '@mantine/core';
import { IconUsers } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n-provider';
import { useMemberCount } from '../api/get-member-count';
import { memberListMessages as text } from './messages';

/** Spec screen 19's running total; refreshed after each member is added. */
export function MemberTotal() {
  const t = useT();
  const count = useMemberCount();
  return (
    <Group gap={6} wrap="nowrap" aria-live="polite">
      <IconUsers size={18} aria-hidden />
      {count.isPending ? (
        <Skeleton height={16} width={140} aria-label={t(text.loadingCount)} />
      ) : count.isError ? (
        <Text size="sm" c="dimmed">
          {t(text.countFailed)}
        </Text>
      ) : (
        <Text size="sm" fw={500}>
          {t(text.total, { total: count.data.total })}
        </Text>
      )}
    </Group>
  );
}
