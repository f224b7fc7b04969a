import { donationVerifiedSchema, type DonationVerify } from '@portal/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { donationApiPaths } from '../../../lib/donation-api-paths';

export type DonationVerified = z.output<typeof donationVerifiedSchema>;

/** Sends Checkout's signed result for the server to check before it counts the money. */
export function verifyDonation(result: DonationVerify): Promise<DonationVerified> {
  return apiRequest(donationApiPaths.verify, donationVerifiedSchema, {
    method: 'POST',
    body: result,
  });
}
