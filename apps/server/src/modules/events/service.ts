import {
  canonicalZone,
  seriesMessages,
  type EventInputParsed,
  type PortalEvent,
} from '@portal/contract';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channels } from '../../db/schema/index';
import { HttpError } from '../../plugins/errors';
import type { Notifier } from '../registrations/emails';
import { notifyCancellation, promoteWaitlist } from '../registrations/waitlist';
import { isChannelId, managesChannel, type Viewer } from '../channels/access';
import { eventNotFound, forbidden, isUuid } from './access';
import { eventServerMessages as texts } from './messages';
import * as repo from './repository';
import { decodeTimeCursor, encodeTimeCursor } from '../../db/keyset-cursor';
import { getSiteTimeZone } from '../site/repository';
import { eventInstants } from './event-times';
import { saveTicketing, toQuestion, toTicketType } from '../tickets/ticketing';
import { makeSeries, planSeries } from '../series/make';
import { photoVariantsByAddress, toPhotoVariants } from '../media/repository';
import { recordTicketTypeChanges, ticketTypesSnapshot } from '../audit/entries';

export function toEvent(read: repo.EventRead, now = new Date()): PortalEvent {
  const { event } = read;
  return {
    _id: event.id,
    id: event.id,
    title: event.title,
    name: event.title,
    description: event.description,
    date: event.startsAt.toISOString(),
    endDate: event.endsAt.toISOString(),
    timeZone: event.timeZone,
    online: event.online,
    location: event.venueName,
    address: event.venueAddress,
    latitude: event.latitude,
    longitude: event.longitude,
    imageUrl: event.coverImageUrl,
    coverPhoto: read.coverPhoto ? toPhotoVariants(read.coverPhoto) : null,
    images: event.images,
    tags: event.tags,
    status: event.status,
    capacity: event.capacity,
    seatsTaken: read.seatsTaken,
    waitlisted: read.waitlisted,
    registrationOpen: isRegistrationOpen(event, now),
    channelId: event.channelId,
    channelName: read.channelName,
    sponsors: event.sponsors,
    organisers: event.organisers,
    translations: event.translations,
    canManage: read.canManage,
    ticketTypes: read.ticketTypes.map(toTicketType),
    questions: read.questions.map(toQuestion),
    seriesId: event.seriesId,
    refundableUntil: event.refundableUntil?.toISOString() ?? null,
    createdAt: event.createdAt.toISOString(),
    updatedAt: event.updatedAt.toISOString(),
  };
}

/** Registration is open for a published event until it ends. */
export function isRegistrationOpen(event: { status: string; endsAt: Date }, now = new Date()) {
  return event.status === 'published' && event.endsAt > now;
}

/** The keyset cursor for the page after `row`. */
export function encodeCursor(row: repo.EventRead) {
  return encodeTimeCursor(row.event.startsAt, row.event.id);
}

export function decodeCursor(cursor: string) {
  const { at, id } = decodeTimeCursor(cursor);
  return { startsAt: at, id };
}

/** The event, or a 404 when it is not there or is a draft the viewer may not see. */
export async function findVisibleEvent(db: Database, viewer: Viewer, id: string) {
  const read = isUuid(id) ? await repo.findEvent(db, viewer, id) : undefined;
  if (!read) throw eventNotFound();
  return read;
}

/** One event, with its gallery's uploads' variants (the event page's gallery draws them). */
export async function getEvent(db: Database, viewer: Viewer, id: string) {
  const event = toEvent(await findVisibleEvent(db, viewer, id));
  const imagePhotos = await photoVariantsByAddress(db, event.images);
  return Object.keys(imagePhotos).length > 0 ? { ...event, imagePhotos } : event;
}

/** A manager's event: 404 when the viewer cannot see it, 403 when they may not manage it. */
export async function requireManagedEvent(db: Database, viewer: Viewer, id: string) {
  const read = await findVisibleEvent(db, viewer, id);
  if (!read.canManage) throw forbidden();
  return read;
}

/** Site admins may put an event anywhere; anyone else only in a channel they administer. */
export async function checkChannel(
  db: Database,
  viewer: Viewer,
  channelId: string | null | undefined,
) {
  if (!channelId) {
    if (!viewer.isAdmin)
      throw new HttpError(403, 'forbidden', texts.chooseChannel, {
        channelId: texts.chooseChannelField,
      });
    return;
  }
  const [channel] = isChannelId(channelId)
    ? await db.select({ id: channels.id }).from(channels).where(eq(channels.id, channelId))
    : [];
  if (!channel)
    throw new HttpError(400, 'validation', texts.noSuchChannel, {
      channelId: texts.noSuchChannelField,
    });
  if (!(await managesChannel(db, viewer, channelId))) throw forbidden(texts.channelsYouManage);
}

/** `paymentsEnabled`: Razorpay is configured, so paid ticket types may be saved (issue 25). */
export async function createEvent(
  db: Database,
  viewer: Viewer,
  input: EventInputParsed,
  paymentsEnabled = false,
) {
  await checkChannel(db, viewer, input.channelId);
  // Wall-clock times are read in the zone the body names, else the site's.
  // By its current name: a browser's Asia/Calcutta is Asia/Kolkata (issue 36).
  const timeZone = canonicalZone(input.timeZone ?? (await getSiteTimeZone(db)));
  const when = { ...eventInstants(input, timeZone), timeZone };
  // A repeating event's dates are planned (and a rule making too many refused) before any write.
  const plan = input.recurrence && planSeries(input.recurrence, when);
  const id = await db.transaction(async (tx) => {
    const created = await repo.insertEvent(tx, input, when, viewer.userId);
    await saveTicketing(tx, created, input, paymentsEnabled);
    if (plan) await makeSeries(tx, created, plan, viewer.userId);
    return created;
  });
  return getEvent(db, viewer, id);
}

export async function updateEvent(
  db: Database,
  viewer: Viewer,
  id: string,
  input: EventInputParsed,
  notifier: Notifier,
  paymentsEnabled = false,
) {
  const current = await requireManagedEvent(db, viewer, id);
  if ((input.channelId || null) !== current.event.channelId)
    await checkChannel(db, viewer, input.channelId);
  if (input.recurrence && current.event.seriesId)
    throw new HttpError(409, 'conflict', seriesMessages.alreadySeries);
  await db.transaction(async (tx) => {
    const ticketTypes = await ticketTypesSnapshot(tx, id);
    const saved = await saveEventEdit(tx, current.event, input, notifier, paymentsEnabled);
    await recordTicketTypeChanges(tx, viewer.userId, current.event.id, ticketTypes);
    // A one-off made to repeat: the saved date is the first of the new series.
    if (input.recurrence)
      await makeSeries(tx, id, planSeries(input.recurrence, saved), viewer.userId);
  });
  return getEvent(db, viewer, id);
}

/**
 * One event's edit, inside the caller's transaction (a series' "this and following" saves
 * several in one). Registrants hear of a cancellation; more room lets the waiting list in.
 */
export async function saveEventEdit(
  tx: Database,
  current: repo.EventRead['event'],
  input: EventInputParsed,
  notifier: Notifier,
  paymentsEnabled = false,
) {
  // Wall-clock times are read in the zone the body names, else the event's own: the times the
  // event was read with come back as the same instants, so an edit never shifts them.
  const timeZone = canonicalZone(input.timeZone ?? current.timeZone);
  const when = { ...eventInstants(input, timeZone), timeZone };
  await repo.lockEvent(tx, current.id);
  await repo.updateEvent(tx, current.id, input, when);
  await saveTicketing(tx, current.id, input, paymentsEnabled);
  if (input.status === 'cancelled' && current.status !== 'cancelled')
    await notifyCancellation(tx, current.id, notifier);
  // More room (or no limit any more) lets people in from the waiting list, in order.
  else await promoteWaitlist(tx, current.id, notifier);
  return when;
}

export async function deleteEvent(db: Database, viewer: Viewer, id: string) {
  await requireManagedEvent(db, viewer, id);
  await repo.deleteEvent(db, id);
}
