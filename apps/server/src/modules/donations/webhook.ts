import { z } from 'zod';
import { HttpError } from '../../plugins/errors';
import { markTicketRefunded, releaseTicketOrder, settleTicketPayment } from '../tickets/payments';
import { signatureMatches } from './razorpay';
import { donationServerMessages as texts } from './messages';
import * as repo from './repository';
import { requireRazorpay, settleCharge, settleOrder, type DonationContext } from './service';

// The Razorpay webhook (one endpoint per account): donations' orders and subscriptions, and
// ticket orders (issue 25), which share the account.

/** Razorpay's own identifiers and codes: short text, never NUL (PostgreSQL text cannot hold it). */
const razorpayText = z
  .string()
  .max(200)
  .refine((value) => !value.includes('\u0000'))
  .nullish()
  .transform((value) => value ?? undefined);
const entityWithId = z.object({ entity: z.object({ id: razorpayText }).nullish() }).nullish();

/**
 * The parts of a webhook we read. Razorpay sends much more (ignored) and nulls where a field does
 * not apply; anything of another shape is not Razorpay's (a 400, never a 500 deep in a query).
 */
const webhookPayloadSchema = z.object({
  event: razorpayText,
  payload: z
    .object({
      payment: z
        .object({
          entity: z
            .object({
              id: razorpayText,
              order_id: razorpayText,
              amount: z.number().int().nullish(),
              currency: razorpayText,
            })
            .nullish(),
        })
        .nullish(),
      order: entityWithId,
      subscription: entityWithId,
      refund: z
        .object({
          entity: z
            .object({
              id: razorpayText,
              payment_id: razorpayText,
              amount: z.number().int().nullish(),
            })
            .nullish(),
        })
        .nullish(),
    })
    .nullish(),
});
type WebhookPayload = z.output<typeof webhookPayloadSchema>;

/**
 * A Razorpay webhook: the signature over the raw body first, then each event id at most once
 * (claimed in the same transaction as its effects). Amounts must match what we asked for: a
 * payment for less than the donation never marks it paid.
 */
export async function handleWebhook(
  ctx: DonationContext,
  rawBody: string,
  signature: string | undefined,
  eventId: string | undefined,
) {
  const { config } = requireRazorpay(ctx);
  if (
    !config.webhookSecret ||
    !signature ||
    !signatureMatches(config.webhookSecret, rawBody, signature)
  )
    throw new HttpError(401, 'bad_signature', texts.webhookSignature);
  let json: unknown;
  try {
    json = JSON.parse(rawBody);
  } catch {
    throw new HttpError(400, 'bad_request', texts.webhookNotJson);
  }
  const parsed = webhookPayloadSchema.safeParse(json);
  if (!parsed.success) throw new HttpError(400, 'bad_request', texts.webhookNotRazorpay);
  const body: WebhookPayload = parsed.data;
  const event = body.event ?? 'unknown';
  const payment = body.payload?.payment?.entity;
  const id = eventId ?? `${event}:${payment?.id ?? body.payload?.subscription?.entity?.id ?? ''}`;
  return ctx.db.transaction(async (tx) => {
    if (!(await repo.claimWebhookEvent(tx, id, event))) return { handled: false, duplicate: true };
    switch (event) {
      case 'payment.captured':
      case 'order.paid': {
        const orderId = payment?.order_id ?? body.payload?.order?.entity?.id;
        const row = orderId ? await repo.findByOrder(tx, orderId) : undefined;
        if (row && payment?.id && paymentMatches(row, payment))
          await settleOrder(ctx, tx, row.id, payment.id);
        // Not a donation: a ticket order, confirmed only when the amount and currency match.
        else if (!row && orderId && payment?.id && ctx.ticketNotifier)
          await settleTicketPayment(tx, ctx.ticketNotifier, orderId, {
            ...payment,
            id: payment.id,
          });
        break;
      }
      case 'payment.failed': {
        const row = payment?.order_id ? await repo.findByOrder(tx, payment.order_id) : undefined;
        if (row) await repo.markFailed(tx, row.id);
        else if (payment?.order_id && ctx.ticketNotifier)
          await releaseTicketOrder(tx, ctx.ticketNotifier, payment.order_id);
        break;
      }
      case 'refund.processed': {
        const refund = body.payload?.refund?.entity;
        if (refund?.id && refund.payment_id && ctx.ticketNotifier)
          await markTicketRefunded(tx, ctx.ticketNotifier, refund.payment_id, {
            id: refund.id,
            amount: refund.amount,
          });
        break;
      }
      case 'subscription.charged':
      case 'subscription.activated': {
        const subscriptionId = body.payload?.subscription?.entity?.id;
        const row = subscriptionId ? await repo.findSubscription(tx, subscriptionId) : undefined;
        if (row && row.status !== 'cancelled' && payment?.id && paymentMatches(row, payment))
          await settleCharge(ctx, tx, row, payment.id);
        break;
      }
      case 'subscription.cancelled':
      case 'subscription.halted':
      case 'subscription.completed': {
        const subscriptionId = body.payload?.subscription?.entity?.id;
        const row = subscriptionId ? await repo.findSubscription(tx, subscriptionId) : undefined;
        if (row) await repo.setSubscriptionStatus(tx, row.id, 'cancelled');
        break;
      }
      default:
        break;
    }
    return { handled: true, duplicate: false };
  });
}

function paymentMatches(
  row: repo.DonationRow,
  payment: { amount?: number | null | undefined; currency?: string | undefined },
) {
  return payment.amount === row.amount && payment.currency === row.currency;
}
