import { ticketMessages, type PaymentVerify } from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { registrations } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { signatureMatches } from '../donations/razorpay';
import { lockEvent } from '../events/repository';
import { sendRegistrationMail, type Notifier } from '../registrations/emails';
import * as registrationRepo from '../registrations/repository';
import { promoteWaitlist } from '../registrations/waitlist';
import type { TicketPayments } from './choice';
import { ledgerOf, recordLedger } from './ledger';
import { seatsTakenOfType, ticketTypeOf } from './repository';

type Row = registrationRepo.RegistrationRow;

async function lockedByOrder(db: Database, orderId: string) {
  const [found] = await db
    .select({ eventId: registrations.eventId })
    .from(registrations)
    .where(eq(registrations.razorpayOrderId, orderId));
  if (!found) return undefined;
  // The event's lock first, as every place decision takes it, then the row as it is now.
  const event = await lockEvent(db, found.eventId);
  const [row] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.razorpayOrderId, orderId))
    .for('update');
  return event && row ? { event, row } : undefined;
}

/** Whether a place is free for `row` now (its hold expired, or it waited): event and type. */
async function placeFreeFor(
  db: Database,
  event: { id: string; capacity: number | null },
  row: Row,
) {
  if (
    event.capacity !== null &&
    (await registrationRepo.seatsTaken(db, event.id)) + row.seats > event.capacity
  )
    return false;
  const type = row.ticketTypeId ? await ticketTypeOf(db, event.id, row.ticketTypeId) : undefined;
  return !type?.capacity || (await seatsTakenOfType(db, type.id)) + row.seats <= type.capacity;
}

export type PaidOutcome = 'confirmed' | 'already' | 'flagged' | 'unknown';

/**
 * A payment for a ticket order arrived (Checkout's verified result or the webhook). Confirms the
 * registration once, emails the ticket then, and writes the ledger. A payment for another amount
 * or currency, or one arriving when no place is left for it, confirms nothing and is flagged for
 * the admins (the money must go back).
 */
export async function settleTicketPayment(
  db: Database,
  notifier: Notifier,
  orderId: string,
  payment: { id: string; amount?: number | null | undefined; currency?: string | null | undefined },
): Promise<PaidOutcome> {
  const locked = await lockedByOrder(db, orderId);
  if (!locked) return 'unknown';
  const { event, row } = locked;
  if (row.razorpayPaymentId && (row.status === 'confirmed' || row.status === 'checked_in'))
    return 'already';
  const flag = async (detail: string) => {
    await recordLedger(db, row, 'mismatch', {
      amount: payment.amount ?? null,
      currency: payment.currency ?? null,
      paymentId: payment.id,
      flagged: true,
      detail,
    });
    return 'flagged' as const;
  };
  if (payment.amount !== undefined && payment.amount !== null && payment.amount !== row.priceAmount)
    return flag(`paid ${payment.amount}, order is for ${row.priceAmount}`);
  if (payment.currency && payment.currency !== row.currency)
    return flag(`paid in ${payment.currency}, order is in ${row.currency}`);
  const heldNow = row.status === 'awaiting_payment';
  const lateButRoom =
    (row.status === 'expired' || row.status === 'waitlisted') &&
    (await placeFreeFor(db, event, row));
  if (!heldNow && !lateButRoom) return flag(`paid while ${row.status}: no place to give`);
  const [confirmed] = await db
    .update(registrations)
    .set({
      status: 'confirmed',
      confirmedAt: new Date(),
      amountPaid: row.priceAmount,
      razorpayPaymentId: payment.id,
      holdExpiresAt: null,
    })
    .where(eq(registrations.id, row.id))
    .returning();
  await recordLedger(db, confirmed!, 'paid', { amount: row.priceAmount, paymentId: payment.id });
  await sendRegistrationMail(db, notifier, 'confirmed', event, confirmed!, confirmed!.ticket);
  return 'confirmed';
}

/** POST /api/payments/verify: Checkout's signed result; a forged one is a 400, nothing changed. */
export async function verifyTicketPayment(
  db: Database,
  notifier: Notifier,
  payments: TicketPayments,
  input: PaymentVerify,
) {
  if (!payments) throw new HttpError(503, 'not_configured', ticketMessages.paymentsNotConfigured);
  const signed = `${input.razorpay_order_id}|${input.razorpay_payment_id}`;
  if (!signatureMatches(payments.config.keySecret, signed, input.razorpay_signature))
    throw new HttpError(400, 'bad_signature', ticketMessages.badSignature);
  const outcome = await db.transaction((tx) =>
    settleTicketPayment(tx, notifier, input.razorpay_order_id, { id: input.razorpay_payment_id }),
  );
  if (outcome === 'unknown') throw new HttpError(404, 'not_found', ticketMessages.paymentNotFound);
  if (outcome === 'flagged') throw new HttpError(409, 'hold_expired', ticketMessages.holdExpired);
  const [row] = await db
    .select()
    .from(registrations)
    .where(eq(registrations.razorpayOrderId, input.razorpay_order_id));
  return row!;
}

/** The webhook's payment.failed: the hold is released at once and the waiting list moves. */
export async function releaseTicketOrder(db: Database, notifier: Notifier, orderId: string) {
  const locked = await lockedByOrder(db, orderId);
  if (!locked || locked.row.status !== 'awaiting_payment') return Boolean(locked);
  await registrationRepo.setStatus(db, locked.row.id, 'expired', { cancelledAt: new Date() });
  await recordLedger(db, locked.row, 'payment_failed');
  await promoteWaitlist(db, locked.event.id, notifier);
  return true;
}

/**
 * The webhook's refund.processed: the paid registration is marked refunded; its place returns.
 * A refund the portal asked for (ADR 42) already marked it: only its pending `refunded` ledger
 * row is completed, once, so nothing is counted twice.
 */
export async function markTicketRefunded(
  db: Database,
  notifier: Notifier,
  paymentId: string,
  refund: { id: string; amount?: number | null | undefined },
) {
  const [found] = await db
    .select({ orderId: registrations.razorpayOrderId })
    .from(registrations)
    .where(eq(registrations.razorpayPaymentId, paymentId));
  const locked = found?.orderId ? await lockedByOrder(db, found.orderId) : undefined;
  if (!locked) return false;
  const { row, event } = locked;
  const money = { amount: refund.amount ?? row.amountPaid, paymentId, detail: refund.id };
  if (row.status === 'refunded') {
    const entries = await ledgerOf(db, row.id);
    const ofThisRefund = (kind: string) =>
      entries.some((entry) => entry.kind === kind && entry.detail === refund.id);
    if (ofThisRefund('refund_requested') && !ofThisRefund('refunded'))
      await recordLedger(db, row, 'refunded', money);
    return true;
  }
  // Refunded from Razorpay's dashboard: the registration ends here and the attendee hears of it.
  const saved = await registrationRepo.setStatus(db, row.id, 'refunded', {
    cancelledAt: new Date(),
  });
  await recordLedger(db, row, 'refunded', money);
  if (row.status === 'confirmed' || row.status === 'checked_in')
    await sendRegistrationMail(db, notifier, 'refunded', event, saved, saved.ticket);
  await promoteWaitlist(db, event.id, notifier);
  return true;
}
