import { and, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { endedRegistrationStatuses, events, registrations } from '../../db/schema/index';
import { sendRegistrationMail, type Notifier } from './emails';
import * as repo from './repository';
import { getTicketHoldMinutes } from '../site/repository';
import { seatsTakenOfType, ticketTypeOf } from '../tickets/repository';

/**
 * Moves waiting registrations to confirmed, strictly in order, while the head of the line fits.
 * The caller holds the event's row lock, so two cancellations can never hand out the same place.
 * Ticketed events (issue 25, ADR 39): someone whose ticket type is sold out is passed over (the
 * line is per type); a paid ticket's place is held for its payment and offered by email.
 */
export async function promoteWaitlist(db: Database, eventId: string, notifier: Notifier) {
  const [event] = await db.select().from(events).where(eq(events.id, eventId));
  if (!event || event.status !== 'published' || event.endsAt <= new Date()) return [];
  let free =
    event.capacity === null ? Infinity : event.capacity - (await repo.seatsTaken(db, eventId));
  const promoted: repo.RegistrationRow[] = [];
  const typeRoom = new Map<string, number>();
  for (const waiting of await repo.waitlist(db, eventId)) {
    if (waiting.seats > free) break;
    const type = waiting.ticketTypeId && (await ticketTypeOf(db, eventId, waiting.ticketTypeId));
    if (type && type.capacity !== null) {
      const room = typeRoom.get(type.id) ?? type.capacity - (await seatsTakenOfType(db, type.id));
      if (waiting.seats > room) continue;
      typeRoom.set(type.id, room - waiting.seats);
    }
    free -= waiting.seats;
    const payable = waiting.razorpayOrderId !== null && (waiting.priceAmount ?? 0) > 0;
    const row = payable
      ? await repo.holdForPayment(db, waiting.id, await getTicketHoldMinutes(db))
      : await repo.setStatus(db, waiting.id, 'confirmed', { confirmedAt: new Date() });
    await sendRegistrationMail(
      db,
      notifier,
      payable ? 'payable' : 'promoted',
      event,
      row,
      row.ticket,
    );
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
    .where(
      and(
        eq(registrations.eventId, eventId),
        notInArray(registrations.status, [...endedRegistrationStatuses]),
      ),
    );
  for (const row of live)
    await sendRegistrationMail(db, notifier, 'cancelled', event, row, row.ticket);
}
