import { and, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, registrations } from '../../db/schema/index';
import { sendRegistrationMail, type Notifier } from './emails';
import * as repo from './repository';

/**
 * Moves waiting registrations to confirmed, strictly in order, while the head of the line fits.
 * The caller holds the event's row lock, so two cancellations can never hand out the same place.
 */
export async function promoteWaitlist(db: Database, eventId: string, notifier: Notifier) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event || event.status !== 'published' || event.endsAt <= new Date()) return [];
  let free =
    event.capacity === null ? Infinity : event.capacity - (await repo.seatsTaken(db, eventId));
  const promoted: repo.RegistrationRow[] = [];
  for (const waiting of await repo.waitlist(db, eventId)) {
    if (waiting.seats > free) break;
    free -= waiting.seats;
    const row = await repo.setStatus(db, waiting.id, 'confirmed', { confirmedAt: new Date() });
    await sendRegistrationMail(db, notifier, 'promoted', event, row, row.ticket);
    promoted.push(row);
  }
  return promoted;
}

/** The organisers called the event off: everyone still registered hears it from us. */
export async function notifyCancellation(db: Database, eventId: string, notifier: Notifier) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event) return;
  const live = await db
    .select()
    .from(registrations)
    .where(and(eq(registrations.eventId, eventId), ne(registrations.status, 'cancelled')));
  for (const row of live)
    await sendRegistrationMail(db, notifier, 'cancelled', event, row, row.ticket);
}
