import {
  donationOrderSchema,
  type DonationOrder,
  type donationRequestSchema,
} from '@portal/contract';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { donationApiPaths } from '../../../lib/donation-api-paths';

export type DonationRequestParsed = z.output<typeof donationRequestSchema>;

/** POST /donate/payment: a Razorpay order (once) or subscription (monthly) for Checkout. */
export function createDonationOrder(request: DonationRequestParsed): Promise<DonationOrder> {
  // Blank donor fields are left out rather than sent as empty strings.
  const body = {
    ...request,
    donorName: request.donorName || undefined,
    donorEmail: request.donorEmail || undefined,
  };
  return apiRequest(donationApiPaths.payment, donationOrderSchema, { method: 'POST', body });
}
