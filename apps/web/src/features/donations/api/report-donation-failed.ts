import type { DonationFailed } from '@portal/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { donationApiPaths } from '../../../lib/donation-api-paths';

/**
 * Marks an order failed after Checkout was dismissed or declined. Best effort: the person is
 * told at once either way, and the webhook settles the ledger if this call is lost. The order's
 * failure token proves this browser started the payment (issue 21 §5).
 */
export async function reportDonationFailed(order: DonationFailed): Promise<void> {
  try {
    const body: DonationFailed = { donationId: order.donationId, failureToken: order.failureToken };
    await apiRequest(donationApiPaths.failed, z.unknown(), { method: 'POST', body });
  } catch {
    // Nothing the person can do about it; see above.
  }
}
