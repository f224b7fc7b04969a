import { Button, Center, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { IconMailOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useSiteName } from '../../../lib/get-site';
import { useOutbox, type OutboxMessage } from '../api/get-outbox';
import { OutboxMessageModal } from '../components/outbox-message-modal';
import { OutboxTable } from '../components/outbox-table';

/** Issue 3 §8: without SMTP every email lands here for a site admin to read. */
export function OutboxRoute() {
  const siteName = useSiteName();
  const outbox = useOutbox();
  const [opened, setOpened] = useState<OutboxMessage | null>(null);
  const messages = outbox.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{`Outbox · ${siteName}`}</title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Outbox</Title>
          <Text c="dimmed" size="sm" mt={4} maw={640}>
            Emails the portal sends, newest first. Without an SMTP server configured they are kept
            here instead, so you can read them (and pass on a reset link if someone asks).
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => void outbox.refetch()}
          loading={outbox.isRefetching && !outbox.isFetchingNextPage}
          disabled={outbox.isPending}
        >
          Refresh
        </Button>
      </Group>

      {outbox.isPending ? (
        <PageLoader label="Loading emails" />
      ) : outbox.isError ? (
        <QueryErrorAlert
          title="We couldn't load the outbox"
          error={outbox.error}
          onRetry={() => void outbox.refetch()}
          retrying={outbox.isFetching}
        />
      ) : messages.length === 0 ? (
        <EmptyState
          icon={<IconMailOff aria-hidden />}
          withIndicatorBackground
          title="No emails yet"
          description="Password reset links and other messages the portal sends will appear here."
          py="xl"
        />
      ) : (
        <>
          <OutboxTable messages={messages} onOpen={setOpened} />
          {outbox.hasNextPage && (
            <Center>
              <Button
                variant="light"
                onClick={() => void outbox.fetchNextPage()}
                loading={outbox.isFetchingNextPage}
              >
                Load more
              </Button>
            </Center>
          )}
          {outbox.isFetchNextPageError && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert" ta="center">
              Could not load more emails. Try again.
            </Text>
          )}
        </>
      )}
      <OutboxMessageModal message={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
