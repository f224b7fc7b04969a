import type { Donation } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { downloadWithToken } from '../../../lib/download-file';
import { donationApiPaths } from '../../../lib/donation-api-paths';

/** The receipt is an HTML file to keep or print; it needs the donor's token. */
export function downloadDonationReceipt(donation: Donation): Promise<void> {
  return downloadWithToken({
    path: donationApiPaths.receipt(donation._id),
    accept: 'text/html',
    fileName: `receipt-${donation.receiptNumber ?? donation._id}.html`,
  });
}

export function useDownloadDonationReceipt() {
  return useMutation({ mutationFn: downloadDonationReceipt });
}
