import { z } from 'zod';
import { ticketSchema } from './registrations';

/** POST /api/payments/verify: what Razorpay Checkout's handler returns for an order. */
export const paymentVerifySchema = z.object({
  razorpay_order_id: z.string().trim().min(1).max(100),
  razorpay_payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
});
export type PaymentVerify = z.infer<typeof paymentVerifySchema>;

export const paymentVerifiedSchema = z.object({
  message: z.string(),
  registrationId: z.string(),
  status: z.enum(['confirmed', 'checked_in']),
  /** The ticket link's secret: the page shows the ticket at once. */
  ticket: z.string(),
  details: ticketSchema,
});
export type PaymentVerified = z.infer<typeof paymentVerifiedSchema>;
