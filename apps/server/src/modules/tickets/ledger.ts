import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ticketLedger, type ticketLedgerKinds } from '../../db/schema/index';

// All SQL for the ticket ledger lives here. Rows are only ever appended (a trigger enforces it).

export type TicketLedgerKind = (typeof ticketLedgerKinds)[number];

interface LedgerSubject {
  id: string;
  eventId: string;
  currency: string | null;
  razorpayOrderId: string | null;
  razorpayPaymentId?: string | null;
}

/** Appends one money state change of a registration's ticket, in the caller's transaction. */
export async function recordLedger(
  db: Database,
  row: LedgerSubject,
  kind: TicketLedgerKind,
  details: {
    amount?: number | null;
    currency?: string | null;
    paymentId?: string | null;
    flagged?: boolean;
    detail?: string;
  } = {},
) {
  await db.insert(ticketLedger).values({
    registrationId: row.id,
    eventId: row.eventId,
    kind,
    amount: details.amount ?? null,
    currency: details.currency ?? row.currency,
    orderId: row.razorpayOrderId,
    paymentId: details.paymentId ?? row.razorpayPaymentId ?? null,
    flagged: details.flagged ?? false,
    detail: details.detail ?? null,
  });
}

export async function ledgerOf(db: Database, registrationId: string) {
  return db
    .select()
    .from(ticketLedger)
    .where(eq(ticketLedger.registrationId, registrationId))
    .orderBy(ticketLedger.id);
}

/** Payments that confirmed nothing because they did not match their order: for admins. */
export async function flaggedEntries(db: Database, limit = 200) {
  return db
    .select()
    .from(ticketLedger)
    .where(eq(ticketLedger.flagged, true))
    .orderBy(desc(ticketLedger.id))
    .limit(limit);
}
