import { refundMessages, ticketMessages } from '@portal/contract';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, registrations } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import { lockEvent } from '../events/repository';
import { sendRegistrationMail, type Notifier } from '../registrations/emails';
import { registrationServerMessages } from '../registrations/messages';
import * as registrationRepo from '../registrations/repository';
import { promoteWaitlist } from '../registrations/waitlist';
import type { TicketPayments } from './choice';
import { recordLedger } from './ledger';

// Issue 25 §4 (ADR 42): a paid registration cancelled for a refund through Razorpay, by the
// event's managers at any time or by the ticket holder within the event's refund window. A free
// (or not yet paid) registration cancels as it always did.

type Row = registrationRepo.RegistrationRow;
type EventRow = typeof events.$inferSelect;

/** Who asks: the event's managers (role checked by the route), or the ticket link's holder. */
export type RefundActor = 'manager' | 'holder';

/** Paid and holding its place: the money goes back through Razorpay. */
export const isPaidPlace = (row: Row) =>
  (row.status === 'confirmed' || row.status === 'checked_in') &&
  row.razorpayPaymentId !== null &&
  (row.amountPaid ?? 0) > 0;

/** The refusal for the holder, or undefined when they may cancel for a refund now. */
function holderRefusal(event: Pick<EventRow, 'refundableUntil' | 'endsAt'>, row: Row, now: Date) {
  if (row.status === 'checked_in')
    return new HttpError(422, 'checked_in', refundMessages.checkedIn);
  if (!event.refundableUntil)
    return new HttpError(422, 'no_refund_policy', refundMessages.noRefundPolicy);
  if (event.refundableUntil <= now || event.endsAt <= now)
    return new HttpError(422, 'refund_closed', refundMessages.windowClosed);
  return undefined;
}

/** Whether the ticket page may offer the holder a refund now (the same rule the route applies). */
export function holderMayRefund(
  event: Pick<EventRow, 'refundableUntil' | 'endsAt'>,
  row: Row,
  now = new Date(),
) {
  return isPaidPlace(row) && !holderRefusal(event, row, now);
}

function refuseEnded(row: Row) {
  if (row.status === 'refunded')
    throw new HttpError(409, 'already_refunded', refundMessages.alreadyRefunded);
  if (row.status === 'cancelled' || row.status === 'expired')
    throw new HttpError(409, 'not_live', refundMessages.notLive);
}

/** A free or unpaid registration: cancelled as the ticket link always did; the line moves. */
async function cancelUnpaid(tx: Database, notifier: Notifier, row: Row, by: RefundActor) {
  const event = await lockEvent(tx, row.eventId);
  const [current] = await tx.select().from(registrations).where(eq(registrations.id, row.id));
  if (!event || !current)
    throw new HttpError(404, 'not_found', registrationServerMessages.notFound);
  refuseEnded(current);
  if (by === 'holder' && event.endsAt <= new Date())
    throw new HttpError(422, 'closed', registrationServerMessages.eventOver);
  const saved = await registrationRepo.setStatus(tx, current.id, 'cancelled', {
    cancelledAt: new Date(),
  });
  if (by === 'manager')
    await sendRegistrationMail(tx, notifier, 'withdrawn', event, saved, saved.ticket);
  if (current.status !== 'waitlisted') await promoteWaitlist(tx, event.id, notifier);
  return saved;
}

/**
 * Cancels registration `registrationId` for a refund. Razorpay is asked first, holding only this
 * registration's advisory lock (never the event's: no network call under it), so Razorpay down or
 * slow is a 503 with nothing changed, and a second request waits and then finds it refunded
 * (409). Then, under the event's lock: marked refunded, ledger written, attendee emailed, the
 * place given to the waiting list.
 */
export async function refundRegistration(
  db: Database,
  notifier: Notifier,
  payments: TicketPayments,
  registrationId: string,
  by: RefundActor,
): Promise<Row> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`refund:${registrationId}`}, 0))`,
    );
    const [row] = await tx.select().from(registrations).where(eq(registrations.id, registrationId));
    const [event] = row ? await tx.select().from(events).where(eq(events.id, row.eventId)) : [];
    if (!row || !event) throw new HttpError(404, 'not_found', registrationServerMessages.notFound);
    refuseEnded(row);
    if (!isPaidPlace(row)) return cancelUnpaid(tx, notifier, row, by);
    if (by === 'holder') {
      const refusal = holderRefusal(event, row, new Date());
      if (refusal) throw refusal;
    }
    if (!payments) throw new HttpError(503, 'not_configured', ticketMessages.paymentsNotConfigured);
    const refund = await payments.client.refundPayment(row.razorpayPaymentId!, {
      amount: row.amountPaid!,
      receipt: `refund ${row.id}`.slice(0, 40),
      notes: { registrationId: row.id, eventId: row.eventId, by, kind: 'ticket' },
    });
    const locked = await lockEvent(tx, row.eventId);
    const money = { amount: refund.amount, paymentId: refund.payment_id, detail: refund.id };
    // The webhook's refund.processed may have won the race to the event's lock: it marked the
    // registration refunded, wrote `refunded`, emailed and moved the line. Only the request is left.
    const [current] = await tx.select().from(registrations).where(eq(registrations.id, row.id));
    if (current?.status === 'refunded') {
      await recordLedger(tx, current, 'refund_requested', money);
      return current;
    }
    const saved = await registrationRepo.setStatus(tx, row.id, 'refunded', {
      cancelledAt: new Date(),
    });
    await recordLedger(tx, saved, 'refund_requested', money);
    // Normal refunds are processed at once; a pending one is completed by the webhook.
    if (refund.status === 'processed') await recordLedger(tx, saved, 'refunded', money);
    await sendRegistrationMail(tx, notifier, 'refunded', locked ?? event, saved, saved.ticket, {
      bell: by === 'manager',
    });
    await promoteWaitlist(tx, row.eventId, notifier);
    return saved;
  });
}
