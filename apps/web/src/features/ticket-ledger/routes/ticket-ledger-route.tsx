import { Box, Button, EmptyState, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { ticketLedgerQuerySchema } from '@portal/contract';
import { IconDownload, IconTicketOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/get-site';
import { useDownloadTicketLedgerCsv } from '../api/download-ticket-ledger-csv';
import { useLedgerEvents } from '../api/get-ledger-events';
import {
  ticketLedgerQueryString,
  useTicketLedger,
  type TicketLedgerFilters,
} from '../api/get-ticket-ledger';
import { TicketLedgerFiltersBar } from '../components/ticket-ledger-filters';
import { TicketLedgerTable } from '../components/ticket-ledger-table';
import { ticketLedgerPageMessages as text } from './messages';
import { PageHeading } from '../../../components/page-heading';

const { shape } = ticketLedgerQuerySchema;

/** The filters in the address; a value the server would refuse (a typo in a link) is ignored. */
function readFilters(params: URLSearchParams): TicketLedgerFilters {
  const eventId = shape.eventId.safeParse(params.get('eventId') ?? undefined).data;
  const kind = shape.kind.safeParse(params.get('kind') ?? undefined).data;
  return { ...(eventId && { eventId }), ...(kind && { kind }) };
}

/** /admin/ticket-ledger: every money state change of every ticket, for a site admin. */
export function TicketLedgerRoute() {
  const t = useT();
  const siteName = useSiteName();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const ledger = useTicketLedger(filters);
  const events = useLedgerEvents();
  const download = useDownloadTicketLedgerCsv();
  const filtered = Object.keys(filters).length > 0;

  const onExport = () =>
    download.mutate(filters, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: t(text.exportFailed, { reason: getErrorMessage(error) }),
        }),
    });

  let body;
  if (ledger.isPending) {
    body = <PageLoader label={t(text.loading)} />;
  } else if (ledger.isError) {
    body = (
      <QueryErrorAlert
        title={t(text.loadFailed)}
        error={ledger.error}
        onRetry={() => void ledger.refetch()}
        retrying={ledger.isFetching}
      />
    );
  } else {
    const entries = ledger.data.pages.flatMap((page) => page.entries);
    body =
      entries.length === 0 ? (
        <EmptyState
          icon={<IconTicketOff aria-hidden />}
          withIndicatorBackground
          title={t(filtered ? text.noMatch : text.none)}
          description={t(filtered ? text.noMatchHint : text.noneHint)}
          py="xl"
        />
      ) : (
        <Box
          aria-busy={ledger.isPlaceholderData}
          style={{ opacity: ledger.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <Stack gap="md">
            <TicketLedgerTable entries={entries} />
            <Group justify="space-between" gap="sm">
              <Text size="sm" c="dimmed" role="status">
                {t(text.shown, { count: entries.length })}
              </Text>
              {ledger.hasNextPage && (
                <Button
                  variant="default"
                  loading={ledger.isFetchingNextPage}
                  onClick={() => void ledger.fetchNextPage()}
                >
                  {t(text.showOlder)}
                </Button>
              )}
            </Group>
          </Stack>
        </Box>
      );
  }

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <PageHeading title={t(text.heading)} intro={t(text.intro)}>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={onExport}
          loading={download.isPending}
        >
          {t(text.exportCsv)}
        </Button>
      </PageHeading>
      <TicketLedgerFiltersBar
        filters={filters}
        events={events.data ?? []}
        onChange={(next) => setSearchParams(ticketLedgerQueryString(next), { replace: true })}
      />
      {body}
    </Stack>
  );
}
