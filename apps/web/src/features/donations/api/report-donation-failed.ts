import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/**
 * Marks an order failed after Checkout was dismissed or declined. Best effort: the person is
 * told at once either way, and the webhook settles the ledger if this call is lost.
 */
export async function reportDonationFailed(donationId: string): Promise<void> {
  try {
    await apiRequest(apiPaths.donations.failed, z.unknown(), {
      method: 'POST',
      body: { donationId },
    });
  } catch {
    // Nothing the person can do about it; see above.
  }
}
