import type { TicketLedgerEntry, ticketLedgerQuerySchema } from '@portal/contract';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { events, registrations, ticketLedger, type ticketLedgerKinds } from '../../db/schema/index';

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

export type LedgerQuery = z.output<typeof ticketLedgerQuerySchema>;

/** The CSV's rows at most: a year of a busy portal; the screen pages through all of it. */
export const LEDGER_CSV_MAX = 20_000;

/**
 * The ledger newest first, with the event's title and the attendee while they still exist.
 * `limit` rows older than `before` (a row id: the keyset cursor), filtered by event and kind.
 */
export async function ledgerRows(
  db: Database,
  filter: Pick<LedgerQuery, 'eventId' | 'kind' | 'before'>,
  limit: number,
): Promise<TicketLedgerEntry[]> {
  const rows = await db
    .select({
      entry: ticketLedger,
      eventTitle: events.title,
      attendeeName: sql<
        string | null
      >`${registrations.firstName} || ' ' || ${registrations.lastName}`,
      attendeeEmail: registrations.email,
    })
    .from(ticketLedger)
    .leftJoin(events, eq(events.id, ticketLedger.eventId))
    .leftJoin(registrations, eq(registrations.id, ticketLedger.registrationId))
    .where(
      and(
        filter.eventId ? eq(ticketLedger.eventId, filter.eventId) : undefined,
        filter.kind ? eq(ticketLedger.kind, filter.kind) : undefined,
        filter.before ? lt(ticketLedger.id, filter.before) : undefined,
      ),
    )
    .orderBy(desc(ticketLedger.id))
    .limit(limit);
  return rows.map(({ entry, eventTitle, attendeeName, attendeeEmail }) => ({
    id: entry.id,
    createdAt: entry.createdAt.toISOString(),
    kind: entry.kind,
    registrationId: entry.registrationId,
    eventId: entry.eventId,
    eventTitle,
    attendeeName,
    attendeeEmail,
    amount: entry.amount,
    currency: entry.currency,
    orderId: entry.orderId,
    paymentId: entry.paymentId,
    flagged: entry.flagged,
    detail: entry.detail,
  }));
}

/** One page and the cursor of the next (one row more is read to know whether there is one). */
export async function ledgerPage(db: Database, query: LedgerQuery) {
  const rows = await ledgerRows(db, query, query.limit + 1);
  const entries = rows.slice(0, query.limit);
  return {
    entries,
    nextCursor: rows.length > query.limit ? (entries.at(-1)?.id ?? null) : null,
  };
}
