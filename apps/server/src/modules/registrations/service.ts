import {
  registrationMessages as messages,
  type Language,
  myTicketsLimit,
  type MyRegistration,
  type MyTicket,
  type Registration,
  type RegistrationParsed,
  type RegistrationResult,
  type Ticket,
  titledName,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, type registrations } from '../../db/schema/index';
import { textIn, withValues } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';
import { newToken } from '../auth/tokens';
import type { Viewer } from '../channels/access';
import { eventNotFound, isUuid } from '../events/access';
import { findEvent, lockEvent } from '../events/repository';
import type { Admissions } from './admission';
import { ticketAttachments, ticketPageUrl, type Notifier } from './emails';
import { qrSvgPath } from './qr-png';
import { registrationServerMessages as texts } from './messages';
import * as repo from './repository';
import { promoteWaitlist } from './waitlist';
import { prepareTicketing, type TicketPayments } from '../tickets/choice';
import { ticketTypesOf } from '../tickets/repository';
import { holderMayRefund } from '../tickets/refunds';
import { codeNamesOf } from '../promo-codes/repository';

const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`;

const guestNameOf = (row: repo.RegistrationRow) =>
  row.guest ? titledName(row.guest.title, fullName(row.guest)) : null;

export function toRegistration(
  row: repo.RegistrationRow,
  position: number | null,
  typeNames: ReadonlyMap<string, string> = new Map(),
  codeNames: ReadonlyMap<string, string> = new Map(),
): Registration {
  return {
    _id: row.id,
    title: row.title,
    name: fullName(row),
    email: row.email,
    phone: row.phone,
    hasGuest: row.guest !== null,
    guestName: guestNameOf(row),
    // A guest may come with only a name (issue 36).
    guestEmail: row.guest?.email || null,
    guestPhone: row.guest?.phone || null,
    wantsUpdates: row.wantsUpdates,
    registrationDate: row.createdAt.toISOString(),
    status: row.status,
    seats: row.seats,
    waitlistPosition: position,
    checkedInAt: row.checkedInAt?.toISOString() ?? null,
    ticketTypeId: row.ticketTypeId,
    ticketTypeName: typeNames.get(row.ticketTypeId ?? '') ?? null,
    amountPaid:
      row.amountPaid !== null && row.currency !== null
        ? { amount: row.amountPaid, currency: row.currency }
        : null,
    holdExpiresAt: row.holdExpiresAt?.toISOString() ?? null,
    answers: row.answers,
    promoCode: codeNames.get(row.promoCodeId ?? '') ?? null,
    discount:
      row.discountAmount !== null && row.currency !== null
        ? { amount: row.discountAmount, currency: row.currency }
        : null,
  };
}

/**
 * Registers for an event. Places are decided under the event's lock (see Admissions), so
 * simultaneous requests never overbook; the confirmation email is written in the same
 * transaction, so a registration never exists without its email (or the reverse).
 */
export async function register(
  db: Database,
  admissions: Admissions,
  notifier: Notifier,
  eventId: string,
  input: RegistrationParsed,
  userId: string | null,
  language: Language,
  payments?: TicketPayments,
): Promise<RegistrationResult> {
  if (!isUuid(eventId)) throw eventNotFound();
  // Everything slow happens before the event's lock, which then is held for a few queries only.
  const [unlocked] = await db.select().from(events).where(eq(events.id, eventId));
  if (!unlocked || unlocked.status === 'draft') throw eventNotFound();
  const ticket = newToken();
  // The ticket type, answers and (paid) Razorpay order: refused or a 503 before anything is stored.
  const ticketing = await prepareTicketing(db, payments, eventId, input, ticket);
  const attachments = await ticketAttachments(unlocked, ticket, notifier.publicUrl, language);
  const { row, waitlistPosition } = await admissions.apply(eventId, {
    input,
    userId,
    ticket,
    attachments,
    language,
    ticketing,
  });
  if (row.status === 'awaiting_payment' && payments && row.razorpayOrderId)
    return {
      status: 'awaiting_payment',
      registrationId: row.id,
      waitlistPosition: null,
      email: row.email,
      guestName: guestNameOf(row),
      holdExpiresAt: row.holdExpiresAt!.toISOString(),
      payment: {
        orderId: row.razorpayOrderId,
        amount: row.priceAmount!,
        currency: row.currency!,
        keyId: payments.config.keyId,
      },
      ticket: row.ticket,
      message: textIn(language, withValues(texts.awaitingPayment, { email: row.email })),
    };
  const confirmed = row.status === 'confirmed';
  return {
    status: confirmed ? 'confirmed' : 'waitlisted',
    registrationId: row.id,
    waitlistPosition,
    email: row.email,
    guestName: guestNameOf(row),
    message: textIn(
      language,
      confirmed
        ? withValues(texts.registered, { email: row.email })
        : withValues(texts.waitlisted, { email: row.email, position: String(waitlistPosition) }),
    ),
  } satisfies RegistrationResult;
}

async function ticketRow(db: Database, ticket: string) {
  const row = await repo.findByTicket(db, ticket);
  if (!row) throw new HttpError(404, 'not_found', messages.ticketNotFound);
  return row;
}

export async function describeTicket(
  db: Database,
  viewer: Viewer,
  ticket: string,
  publicUrl: string,
): Promise<Ticket> {
  const row = await ticketRow(db, ticket);
  const read = await findEvent(db, viewer, row.eventId);
  if (!read) throw new HttpError(404, 'not_found', messages.ticketNotFound);
  return {
    registrationId: row.id,
    eventId: row.eventId,
    eventTitle: read.event.title,
    eventDate: read.event.startsAt.toISOString(),
    eventTimeZone: read.event.timeZone,
    eventLocation: read.event.venueName,
    name: titledName(row.title, fullName(row)),
    guestName: guestNameOf(row),
    seats: row.seats,
    status: row.status,
    waitlistPosition: await repo.waitlistPosition(db, row),
    canCheckIn: read.canManage,
    amountPaid:
      row.amountPaid !== null && row.currency !== null
        ? { amount: row.amountPaid, currency: row.currency }
        : null,
    refundableUntil: read.event.refundableUntil?.toISOString() ?? null,
    canRefund: holderMayRefund(read.event, row),
    qr: qrSvgPath(ticketPageUrl(publicUrl, ticket)),
  };
}

/**
 * The signed-in member's live registrations for an event they can see, newest first. Only those
 * made while signed in as them: an address alone proves nothing about who typed it.
 */
export async function myRegistrations(
  db: Database,
  viewer: Viewer,
  userId: string,
  eventId: string,
  payments?: TicketPayments,
): Promise<MyRegistration[]> {
  if (!isUuid(eventId) || !(await findEvent(db, viewer, eventId))) throw eventNotFound();
  const mine: MyRegistration[] = [];
  for (const row of await repo.liveForUser(db, eventId, userId)) {
    const { status } = row;
    // The query asked for live rows only; this narrows the type without a cast.
    if (status === 'cancelled' || status === 'expired' || status === 'refunded') continue;
    mine.push({
      registrationId: row.id,
      name: titledName(row.title, fullName(row)),
      email: row.email,
      guestName: guestNameOf(row),
      seats: row.seats,
      status,
      waitlistPosition: await repo.waitlistPosition(db, row),
      registrationDate: row.createdAt.toISOString(),
      ticket: row.ticket,
      ...heldPayment(row, payments),
    });
  }
  return mine;
}

/**
 * "My tickets" (issue 36): every registration the member made signed in, upcoming then past,
 * with the ticket link, and its QR code while it admits them at the door.
 */
export async function myTickets(
  db: Database,
  userId: string,
  publicUrl: string,
): Promise<MyTicket[]> {
  const now = new Date();
  const rows = await repo.listForUser(db, userId, myTicketsLimit);
  return Promise.all(
    rows.map(async ({ registration: row, event }) => {
      const admits = row.status === 'confirmed' || row.status === 'checked_in';
      return {
        registrationId: row.id,
        eventId: event.id,
        eventTitle: event.title,
        eventDate: event.startsAt.toISOString(),
        eventEndDate: event.endsAt.toISOString(),
        eventTimeZone: event.timeZone,
        eventLocation: event.venueName,
        name: titledName(row.title, fullName(row)),
        guestName: guestNameOf(row),
        seats: row.seats,
        status: row.status,
        waitlistPosition: await repo.waitlistPosition(db, row),
        ticket: row.ticket,
        qr: admits && event.endsAt > now ? qrSvgPath(ticketPageUrl(publicUrl, row.ticket)) : null,
      };
    }),
  );
}

/**
 * A held place's order, for its holder to pay on after leaving Checkout (closed, declined, the
 * page reloaded): the same order, so nothing is charged twice. None once the hold has run out
 * (the place is released at the next sweep) or while payments are not configured.
 */
function heldPayment(row: typeof registrations.$inferSelect, payments: TicketPayments | undefined) {
  const { razorpayOrderId, priceAmount, currency, holdExpiresAt } = row;
  if (row.status !== 'awaiting_payment' || !payments || !razorpayOrderId) return {};
  if (priceAmount === null || currency === null || !holdExpiresAt) return {};
  if (holdExpiresAt <= new Date()) return {};
  return {
    holdExpiresAt: holdExpiresAt.toISOString(),
    payment: {
      orderId: razorpayOrderId,
      amount: priceAmount,
      currency,
      keyId: payments.config.keyId,
    },
  };
}

/** The ticket holder cancels; freed places go to the waiting list in order, who are emailed. */
export async function cancelByTicket(db: Database, notifier: Notifier, ticket: string) {
  await db.transaction(async (tx) => {
    const found = await ticketRow(tx, ticket);
    const event = await lockEvent(tx, found.eventId);
    const row = await repo.findInEvent(tx, found.eventId, found.id);
    if (!event || !row) throw new HttpError(404, 'not_found', messages.ticketNotFound);
    if (row.status === 'cancelled')
      throw new HttpError(409, 'already_cancelled', messages.alreadyCancelled);
    if (event.endsAt <= new Date()) throw new HttpError(422, 'closed', texts.eventOver);
    await repo.setStatus(tx, row.id, 'cancelled', { cancelledAt: new Date() });
    if (row.status !== 'waitlisted') await promoteWaitlist(tx, event.id, notifier);
  });
}

/** Marks a confirmed registration present (or undoes it). The caller has checked the role. */
export async function setCheckedIn(db: Database, row: repo.RegistrationRow, checkedIn: boolean) {
  if (row.status !== 'confirmed' && row.status !== 'checked_in')
    throw new HttpError(422, 'not_confirmed', messages.notConfirmed);
  return checkedIn
    ? repo.setStatus(db, row.id, 'checked_in', { checkedInAt: row.checkedInAt ?? new Date() })
    : repo.setStatus(db, row.id, 'confirmed', { checkedInAt: null });
}

export async function listRegistrations(db: Database, eventId: string) {
  const rows = await repo.listForEvent(db, eventId);
  const typeNames = new Map(
    (await ticketTypesOf(db, eventId)).map((type) => [type.id, type.name] as const),
  );
  const codeNames = await codeNamesOf(db, eventId);
  return rows.map(({ registration, position }) =>
    toRegistration(registration, position, typeNames, codeNames),
  );
}
