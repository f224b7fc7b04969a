import { Stack } from '@mantine/core';
import { donationLedgerQuerySchema } from '@portal/contract';
import { IconReceiptOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { LedgerEmpty, LedgerScreen } from '../../../components/ledger-screen';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  return (
    <LedgerScreen
      text={text}
      filters={filters}
      filterBar={
        <LedgerFiltersBar
          filters={filters}
          onChange={(next) => setSearchParams(ledgerQueryString(next), { replace: true })}
        />
      }
      query={useDonationLedger(filters)}
      download={useDownloadDonationLedgerCsv()}
    >
      {({ donations, totals }) => (
        <Stack gap="lg">
          <LedgerTotals totals={totals} />
          {donations.length === 0 ? (
            <LedgerEmpty
              icon={<IconReceiptOff aria-hidden />}
              filtered={Object.keys(filters).length > 0}
              text={text}
            />
          ) : (
            <LedgerTable donations={donations} />
          )}
        </Stack>
      )}
    </LedgerScreen>
  );
}
