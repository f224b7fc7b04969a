import { useMutation } from '@tanstack/react-query';
import { downloadWithToken } from '../../../lib/download-file';
import { apiPaths } from '../../../lib/paths';
import { ticketLedgerPath, type TicketLedgerFilters } from './get-ticket-ledger';

/** Every row for the same filters (all pages) as a CSV file (needs the admin's token). */
export function downloadTicketLedgerCsv(filters: TicketLedgerFilters): Promise<void> {
  return downloadWithToken({
    path: ticketLedgerPath(apiPaths.tickets.ledgerCsv, filters),
    accept: 'text/csv',
    fileName: 'ticket-ledger.csv',
  });
}

export function useDownloadTicketLedgerCsv() {
  return useMutation({ mutationFn: downloadTicketLedgerCsv });
}
