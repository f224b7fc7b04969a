import { useMutation } from '@tanstack/react-query';
import { downloadWithToken } from '../../../lib/download-file';
import { apiPaths } from '../../../lib/paths';
import { ledgerPath, type LedgerFilters } from './get-donation-ledger';

/** The ledger's rows for the same filters as a CSV file (needs the admin's token). */
export function downloadDonationLedgerCsv(filters: LedgerFilters): Promise<void> {
  return downloadWithToken({
    path: ledgerPath(apiPaths.donations.ledgerCsv, filters),
    accept: 'text/csv',
    fileName: 'donations.csv',
  });
}

export function useDownloadDonationLedgerCsv() {
  return useMutation({ mutationFn: downloadDonationLedgerCsv });
}
