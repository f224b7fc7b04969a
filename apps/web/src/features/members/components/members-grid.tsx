import { Card, EmptyState, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { memberMessages, type Member } from '@portal/contract';
import { IconUsers } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { memberListMessages as text } from './messages';

/** Spec §8 'Loading members...', with cards-shaped placeholders. */
export function MembersLoading() {
  const t = useT();
  return (
    <Stack gap="md" aria-busy="true">
      <Text role="status" c="dimmed" ta="center">
        {t.text(memberMessages.loading)}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
        {[0, 1, 2].map((key) => (
          <Card key={key} withBorder radius="md" padding="lg">
            <Group gap="md" wrap="nowrap">
              <Skeleton height={64} circle />
              <Stack gap={8} style={{ flex: 1 }}>
                <Skeleton height={18} width="70%" />
                <Skeleton height={12} width="40%" />
                <Skeleton height={12} width="55%" />
              </Stack>
            </Group>
          </Card>
        ))}
      </SimpleGrid>
    </Stack>
  );
}

export function MembersEmpty({ searching }: { searching: boolean }) {
  const t = useT();
  return (
    <EmptyState
      icon={<IconUsers aria-hidden />}
      withIndicatorBackground
      title={t.text(memberMessages.empty)}
      description={t(searching ? text.searchEmpty : text.empty)}
      py="xl"
    />
  );
}

export function MembersGrid({
  members,
  renderCard,
}: {
  members: Member[];
  renderCard: (member: Member) => ReactNode;
}) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
      {members.map(renderCard)}
    </SimpleGrid>
  );
}
