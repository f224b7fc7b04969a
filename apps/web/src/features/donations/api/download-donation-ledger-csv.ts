import { useMutation } from '@tanstack/react-query';
import { downloadWithToken } from '../../../lib/download-file';
import { ledgerPath, type LedgerFilters } from './get-donation-ledger';
import { donationApiPaths } from '../../../lib/donation-api-paths';

/** The ledger's rows for the same filters as a CSV file (needs the admin's token). */
export function downloadDonationLedgerCsv(filters: LedgerFilters): Promise<void> {
  return downloadWithToken({
    path: ledgerPath(donationApiPaths.ledgerCsv, filters),
    accept: 'text/csv',
    fileName: 'donations.csv',
  });
}

export function useDownloadDonationLedgerCsv() {
  return useMutation({ mutationFn: downloadDonationLedgerCsv });
}
