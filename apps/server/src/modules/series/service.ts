import {
  asUtc,
  canonicalZone,
  seriesMessages,
  wallClockAt,
  type EventInputParsed,
  type EventSeries,
  type RecurrenceParsed,
} from '@portal/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../channels/access';
import { eventInstants } from '../events/event-times';
import {
  checkChannel,
  findVisibleEvent,
  getEvent,
  requireManagedEvent,
  saveEventEdit,
} from '../events/service';
import type { Notifier } from '../registrations/emails';
import { occurrenceInstant } from './expand';
import { makeSeries, planSeries, wallAfter, wallGap } from './make';
import * as repo from './repository';
import { recordTicketTypeChanges, ticketTypesSnapshot } from '../audit/entries';

// Recurring events (issue 25 §6, ADR 40): a series is made from an event, which becomes its
// first date; every date is a real event. Edits reach one date (the events' own PUT) or this
// date and every later one (`scope=following`, here).

function toSeries(series: repo.SeriesRow, dates: repo.EventRow[]): EventSeries {
  return {
    _id: series.id,
    rrule: series.rrule,
    recurrence: series.recurrence,
    timeZone: series.timeZone,
    occurrences: dates.map((event) => ({
      _id: event.id,
      date: event.startsAt.toISOString(),
      endDate: event.endsAt.toISOString(),
      status: event.status,
    })),
  };
}

const notInSeries = () =>
  new HttpError(404, 'not_found', seriesMessages.notInSeries, {
    scope: seriesMessages.notInSeries,
  });

export async function getSeries(db: Database, viewer: Viewer, eventId: string) {
  const read = await findVisibleEvent(db, viewer, eventId);
  const series = read.event.seriesId && (await repo.findSeries(db, read.event.seriesId));
  if (!series) throw notInSeries();
  return toSeries(series, await repo.seriesEvents(db, series.id, read.canManage));
}

/** Makes the event the first date of a series; its copies keep its length on the wall clock. */
export async function createSeries(
  db: Database,
  viewer: Viewer,
  eventId: string,
  recurrence: RecurrenceParsed,
) {
  const { event } = await requireManagedEvent(db, viewer, eventId);
  if (event.seriesId) throw new HttpError(409, 'conflict', seriesMessages.alreadySeries);
  await makeSeries(db, eventId, planSeries(recurrence, event), viewer.userId);
  return getSeries(db, viewer, eventId);
}

/**
 * The edit of one date applied to it and every later date of its series, in one transaction.
 * The later dates move as this one moves (same change of day and time on the wall clock) and
 * take its length; every other field is the body's.
 */
export async function updateFollowing(
  db: Database,
  viewer: Viewer,
  id: string,
  input: EventInputParsed,
  notifier: Notifier,
  paymentsEnabled = false,
) {
  const { event: current } = await requireManagedEvent(db, viewer, id);
  if (!current.seriesId || current.seriesIndex === null) throw notInSeries();
  if (input.recurrence) throw new HttpError(409, 'conflict', seriesMessages.alreadySeries);
  if ((input.channelId || null) !== current.channelId)
    await checkChannel(db, viewer, input.channelId);
  const timeZone = canonicalZone(input.timeZone ?? current.timeZone);
  const edited = eventInstants(input, timeZone);
  const move =
    asUtc(wallClockAt(edited.startsAt, timeZone)) -
    asUtc(wallClockAt(current.startsAt, current.timeZone));
  const length = wallGap(edited.startsAt, edited.endsAt, timeZone);
  await db.transaction(async (tx) => {
    const dates = await repo.lockFollowing(tx, current.seriesId!, current.seriesIndex!);
    const ticketTypes = await ticketTypesSnapshot(tx, id);
    for (const date of dates) {
      const start = wallAfter(date.startsAt, move, date.timeZone);
      const startsAt = date.id === id ? edited.startsAt : occurrenceInstant(start, timeZone);
      const endsAt =
        date.id === id
          ? edited.endsAt
          : occurrenceInstant(wallAfter(startsAt, length, timeZone), timeZone);
      const times = { date: startsAt.toISOString(), endDate: endsAt.toISOString(), timeZone };
      // Ticket types and questions are each date's own (their ids, their sales): the body's
      // reach the edited date only; the later dates keep theirs.
      const { ticketTypes: _types, questions: _questions, ...shared } = input;
      const body = date.id === id ? input : shared;
      await saveEventEdit(tx, date, { ...body, ...times }, notifier, paymentsEnabled);
    }
    await recordTicketTypeChanges(tx, viewer.userId, id, ticketTypes);
  });
  return getEvent(db, viewer, id);
}
