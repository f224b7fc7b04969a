import { useMutation } from '@tanstack/react-query';
import { downloadWithToken } from '../../../lib/download-file';
import { ticketLedgerPath, type TicketLedgerFilters } from './get-ticket-ledger';
import { ticketApiPaths } from '../../../lib/ticket-api-paths';

/** Every row for the same filters (all pages) as a CSV file (needs the admin's token). */
export function downloadTicketLedgerCsv(filters: TicketLedgerFilters): Promise<void> {
  return downloadWithToken({
    path: ticketLedgerPath(ticketApiPaths.ledgerCsv, filters),
    accept: 'text/csv',
    fileName: 'ticket-ledger.csv',
  });
}

export function useDownloadTicketLedgerCsv() {
  return useMutation({ mutationFn: downloadTicketLedgerCsv });
}
