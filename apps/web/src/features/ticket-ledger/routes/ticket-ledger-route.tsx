import { Stack } from '@mantine/core';
import { ticketLedgerQuerySchema } from '@portal/contract';
import { IconTicketOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { LedgerEmpty, LedgerMore, LedgerScreen } from '../../../components/ledger-screen';
import { useT } from '../../../i18n/i18n-provider';
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
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readFilters(searchParams);
  const ledger = useTicketLedger(filters);
  const events = useLedgerEvents();
  return (
    <LedgerScreen
      text={text}
      filters={filters}
      filterBar={
        <TicketLedgerFiltersBar
          filters={filters}
          events={events.data ?? []}
          onChange={(next) => setSearchParams(ticketLedgerQueryString(next), { replace: true })}
        />
      }
      query={ledger}
      download={useDownloadTicketLedgerCsv()}
    >
      {(data) => {
        const entries = data.pages.flatMap((page) => page.entries);
        return entries.length === 0 ? (
          <LedgerEmpty
            icon={<IconTicketOff aria-hidden />}
            filtered={Object.keys(filters).length > 0}
            text={text}
          />
        ) : (
          <Stack gap="md">
            <TicketLedgerTable entries={entries} />
            <LedgerMore
              shown={t(text.shown, { count: entries.length })}
              label={t(text.showOlder)}
              query={ledger}
            />
          </Stack>
        );
      }}
    </LedgerScreen>
  );
}
