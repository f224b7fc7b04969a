import { Box, Button, EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { donationLedgerQuerySchema } from '@portal/contract';
import { IconDownload, IconReceiptOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { getErrorMessage } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/get-site';
import { useDownloadDonationLedgerCsv } from '../api/download-donation-ledger-csv';
import {
  ledgerQueryString,
  useDonationLedger,
  type LedgerFilters,
} from '../api/get-donation-ledger';
import { LedgerFiltersBar } from '../components/ledger-filters';
import { LedgerTable } from '../components/ledger-table';
import { LedgerTotals } from '../components/ledger-totals';

const { shape } = donationLedgerQuerySchema;

/** The filters in the address; a value the server would refuse (a typo in a link) is ignored. */
function readFilters(params: URLSearchParams): LedgerFilters {
  const read = (key: keyof LedgerFilters) => params.get(key) ?? undefined;
  const filters: LedgerFilters = {
    status: shape.status.safeParse(read('status')).data,
    currency: shape.currency.safeParse(read('currency')).data,
    from: shape.from.safeParse(read('from')).data,
    to: shape.to.safeParse(read('to')).data,
  };
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
}

/** /admin/donations: every donation with totals per currency, for a site admin. */
export function DonationLedgerRoute() {
  const siteName = useSiteName();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const ledger = useDonationLedger(filters);
  const download = useDownloadDonationLedgerCsv();
  const filtered = Object.keys(filters).length > 0;

  const onExport = () =>
    download.mutate(filters, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: `Could not export the donations: ${getErrorMessage(error)}`,
        }),
    });

  let body;
  if (ledger.isPending) {
    body = <PageLoader label="Loading donations" />;
  } else if (ledger.isError) {
    body = (
      <QueryErrorAlert
        title="We couldn't load the donations"
        error={ledger.error}
        onRetry={() => void ledger.refetch()}
        retrying={ledger.isFetching}
      />
    );
  } else {
    const { donations, totals } = ledger.data;
    body = (
      <Box
        aria-busy={ledger.isPlaceholderData}
        style={{ opacity: ledger.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
      >
        <Stack gap="lg">
          <LedgerTotals totals={totals} />
          {donations.length === 0 ? (
            <EmptyState
              icon={<IconReceiptOff aria-hidden />}
              withIndicatorBackground
              title={filtered ? 'No donations match these filters' : 'No donations yet'}
              description={
                filtered
                  ? 'Try another status, currency or date range.'
                  : 'Donations made on the Donate page appear here.'
              }
              py="xl"
            />
          ) : (
            <LedgerTable donations={donations} />
          )}
        </Stack>
      </Box>
    );
  }

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <title>{`Donations · ${siteName}`}</title>
      <Group justify="space-between" align="flex-end" gap="sm">
        <div>
          <Title order={1}>Donations</Title>
          <Text c="dimmed" size="sm" mt={4} maw={640}>
            Every donation, newest first. Totals count paid money only, per currency.
          </Text>
        </div>
        <Button
          variant="default"
          leftSection={<IconDownload size={18} aria-hidden />}
          onClick={onExport}
          loading={download.isPending}
        >
          Export CSV
        </Button>
      </Group>
      <LedgerFiltersBar
        filters={filters}
        onChange={(next) => setSearchParams(ledgerQueryString(next), { replace: true })}
      />
      {body}
    </Stack>
  );
}
