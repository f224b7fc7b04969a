import { and, asc, desc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { endedRegistrationStatuses, events, registrations } from '../../db/schema/index';
import { holdsPlace } from '../tickets/repository';

// All SQL for registrations lives here.

export type RegistrationRow = typeof registrations.$inferSelect;

/** Seats held or taken at the event, a paid ticket's unexpired hold included (issue 25). */
export async function seatsTaken(db: Database, eventId: string) {
  const result = await db.execute<{ seats: number }>(sql`select coalesce(sum(r.seats), 0)::int
    as seats from ${registrations} r where r.event_id = ${eventId} and ${holdsPlace('r')}`);
  return result.rows[0]?.seats ?? 0;
}

export async function anyoneWaiting(db: Database, eventId: string) {
  const [row] = await db
    .select({ id: registrations.id })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'waitlisted')))
    .limit(1);
  return Boolean(row);
}

export async function waitingCountOfType(db: Database, ticketTypeId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(registrations)
    .where(
      and(eq(registrations.ticketTypeId, ticketTypeId), eq(registrations.status, 'waitlisted')),
    );
  return row?.count ?? 0;
}

export async function waitingCount(db: Database, eventId: string) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'waitlisted')));
  return row?.count ?? 0;
}

/** Which of these addresses already hold a live (not cancelled) registration for the event. */
export async function liveEmails(db: Database, eventId: string, emails: string[]) {
  const rows = await db
    .select({ email: registrations.email })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        inArray(registrations.email, emails),
        notInArray(registrations.status, [...endedRegistrationStatuses]),
      ),
    );
  return new Set(rows.map((row) => row.email));
}

export async function waitlist(db: Database, eventId: string) {
  return db
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.status, 'waitlisted')))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
}

/** 1 for the next in line; null when the registration is not waiting. */
export async function waitlistPosition(db: Database, registration: RegistrationRow) {
  if (registration.status !== 'waitlisted') return null;
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, registration.eventId),
        eq(registrations.status, 'waitlisted'),
        sql`(${registrations.createdAt}, ${registrations.id}) < (${registration.createdAt.toISOString()}::timestamptz, ${registration.id}::uuid)`,
      ),
    );
  return (row?.ahead ?? 0) + 1;
}

export async function insertRegistrations(
  db: Database,
  rows: (typeof registrations.$inferInsert)[],
) {
  // clock_timestamp, not now(): now() is when the transaction began, before it waited for the
  // event's lock, and the line must be in the order the lock let people in; a microsecond
  // apart within one batch, so the order of the batch is the order of the line.
  return db
    .insert(registrations)
    .values(
      rows.map((values, index) => ({
        ...values,
        createdAt: sql`clock_timestamp() + ${index} * interval '1 microsecond'`,
      })),
    )
    .returning();
}

export async function setStatus(
  db: Database,
  id: string,
  status: RegistrationRow['status'],
  stamp: Partial<Pick<RegistrationRow, 'confirmedAt' | 'cancelledAt' | 'checkedInAt'>> = {},
) {
  const [row] = await db
    .update(registrations)
    .set({ status, ...stamp })
    .where(eq(registrations.id, id))
    .returning();
  return row!;
}

/** A paid ticket's place offered from the waiting list: held for its payment until then. */
export async function holdForPayment(db: Database, id: string, minutes: number) {
  const [row] = await db
    .update(registrations)
    .set({
      status: 'awaiting_payment',
      holdExpiresAt: sql`now() + make_interval(mins => ${minutes})`,
    })
    .where(eq(registrations.id, id))
    .returning();
  return row!;
}

export async function findByTicket(db: Database, ticket: string) {
  const [row] = await db.select().from(registrations).where(eq(registrations.ticket, ticket));
  return row;
}

export async function findInEvent(db: Database, eventId: string, id: string) {
  const [row] = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), eq(registrations.id, id)));
  return row;
}

/** A user's live registrations for an event (made while signed in as them), newest first. */
export async function liveForUser(db: Database, eventId: string, userId: string) {
  return db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.eventId, eventId),
        eq(registrations.userId, userId),
        notInArray(registrations.status, [...endedRegistrationStatuses]),
      ),
    )
    .orderBy(desc(registrations.createdAt), desc(registrations.id));
}

/**
 * Every registration a user made signed in, with its event: upcoming ones (not yet ended) soonest
 * first, then past ones latest first. No index on user_id: a member has a handful, and the scan
 * of one table is cheap beside a migration (issue 36).
 */
export async function listForUser(db: Database, userId: string, limit: number) {
  const ended = sql`${events.endsAt} < now()`;
  return db
    .select({ registration: registrations, event: events })
    .from(registrations)
    .innerJoin(events, eq(events.id, registrations.eventId))
    .where(eq(registrations.userId, userId))
    .orderBy(
      ended,
      sql`case when ${ended} then null else ${events.startsAt} end asc`,
      desc(events.startsAt),
      desc(registrations.createdAt),
    )
    .limit(limit);
}

/** Every registration of an event, oldest first, with each waiting one's place in line. */
export async function listForEvent(db: Database, eventId: string) {
  return db
    .select({
      registration: registrations,
      position: sql<number | null>`case when ${registrations.status} = 'waitlisted' then
        (row_number() over (partition by ${registrations.status} = 'waitlisted'
          order by ${registrations.createdAt}, ${registrations.id}))::int end`,
    })
    .from(registrations)
    .where(eq(registrations.eventId, eventId))
    .orderBy(asc(registrations.createdAt), asc(registrations.id));
}

/** Whether the unique "one live registration per event and email" rule was what failed. */
export function isDuplicateRegistration(error: unknown): boolean {
  return violatedUniqueConstraint(error) === 'registrations_live_email_key';
}
