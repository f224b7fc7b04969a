import { Button, Center, EmptyState, Stack, Text } from '@mantine/core';
import { IconMailOff, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { useOutbox, type OutboxMessage } from '../api/get-outbox';
import { OutboxMessageModal } from '../components/outbox-message-modal';
import { OutboxTable } from '../components/outbox-table';
import { outboxPageMessages as text } from './messages';
import { PageHeading } from '../../../components/page-heading';

/** Issue 3 §8: without SMTP every email lands here for a site admin to read. */
export function OutboxRoute() {
  const t = useT();
  const siteName = useSiteName();
  const outbox = useOutbox();
  const [opened, setOpened] = useState<OutboxMessage | null>(null);
  const messages = outbox.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <PageHeading title={t(text.heading)} intro={t(text.intro)}>
        <Button
          variant="default"
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => void outbox.refetch()}
          loading={outbox.isRefetching && !outbox.isFetchingNextPage}
          disabled={outbox.isPending}
        >
          {t(text.refresh)}
        </Button>
      </PageHeading>

      {outbox.isPending ? (
        <PageLoader label={t(text.loading)} />
      ) : outbox.isError ? (
        <QueryErrorAlert
          title={t(text.loadFailed)}
          error={outbox.error}
          onRetry={() => void outbox.refetch()}
          retrying={outbox.isFetching}
        />
      ) : messages.length === 0 ? (
        <EmptyState
          icon={<IconMailOff aria-hidden />}
          withIndicatorBackground
          title={t(text.empty)}
          description={t(text.emptyHint)}
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
                {t(text.loadMore)}
              </Button>
            </Center>
          )}
          {outbox.isFetchNextPageError && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert" ta="center">
              {t(text.loadMoreFailed)}
            </Text>
          )}
        </>
      )}
      <OutboxMessageModal message={opened} onClose={() => setOpened(null)} />
    </Stack>
  );
}
