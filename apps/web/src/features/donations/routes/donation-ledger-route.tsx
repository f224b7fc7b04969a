import { Box, Button, EmptyState, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { donationLedgerQuerySchema } from '@portal/contract';
import { IconDownload, IconReceiptOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
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
import { ledgerPageMessages as text } from './messages';
import { PageHeading } from '../../../components/page-heading';

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
  const t = useT();
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
              title={t(filtered ? text.noMatch : text.none)}
              description={t(filtered ? text.noMatchHint : text.noneHint)}
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
      <LedgerFiltersBar
        filters={filters}
        onChange={(next) => setSearchParams(ledgerQueryString(next), { replace: true })}
      />
      {body}
    </Stack>
  );
}
