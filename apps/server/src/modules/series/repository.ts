import { randomUUID } from 'node:crypto';
import type { RecurrenceParsed } from '@portal/contract';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { eventQuestions, events, eventSeries, eventTicketTypes } from '../../db/schema/index';

// All SQL for recurring events (ADR 40). A series' dates are rows of `events`.

export type EventRow = typeof events.$inferSelect;
export type SeriesRow = typeof eventSeries.$inferSelect;

export async function findSeries(db: Database, id: string) {
  const [row] = await db.select().from(eventSeries).where(eq(eventSeries.id, id));
  return row;
}

/** The series' dates in the rule's order; drafts only for those who may see them. */
export async function seriesEvents(db: Database, seriesId: string, withDrafts: boolean) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.seriesId, seriesId), withDrafts ? undefined : ne(events.status, 'draft')))
    .orderBy(asc(events.seriesIndex));
}

/** The date at `fromIndex` of the series and every later one, locked for an edit. */
export async function lockFollowing(db: Database, seriesId: string, fromIndex: number) {
  return db
    .select()
    .from(events)
    .where(and(eq(events.seriesId, seriesId), gte(events.seriesIndex, fromIndex)))
    .orderBy(asc(events.seriesIndex))
    .for('update');
}

export interface NewSeries {
  recurrence: RecurrenceParsed;
  rrule: string;
  firstStart: string;
  timeZone: string;
  createdBy: string | null;
}

/**
 * Makes `first` the first date of a new series and adds the others as copies of it (everything
 * but their times, and the tournament, which belongs to one date). Null when the event joined a
 * series meanwhile (the caller answers 409).
 */
export async function insertSeries(
  db: Database,
  firstId: string,
  series: NewSeries,
  dates: { startsAt: Date; endsAt: Date }[],
) {
  return db.transaction(async (tx) => {
    const [locked] = await tx.select().from(events).where(eq(events.id, firstId)).for('update');
    if (!locked || locked.seriesId) return undefined;
    const [row] = await tx.insert(eventSeries).values(series).returning();
    await tx
      .update(events)
      .set({ seriesId: row!.id, seriesIndex: 0, updatedAt: sql`now()` })
      .where(eq(events.id, firstId));
    const { id: _id, createdAt: _c, updatedAt: _u, tournamentPoints: _t, ...copied } = locked;
    if (dates.length > 0) {
      const copies = await tx
        .insert(events)
        .values(
          dates.map((when, index) => ({
            ...copied,
            ...when,
            seriesId: row!.id,
            seriesIndex: index + 1,
          })),
        )
        .returning({ id: events.id });
      await copyTicketing(
        tx,
        firstId,
        copies.map((copy) => copy.id),
      );
    }
    return row!;
  });
}

/**
 * Each date sells its own tickets and asks the same questions: the first date's ticket types and
 * questions are copied to every other date with ids of their own (a question asked of some
 * ticket types names the copies).
 */
async function copyTicketing(db: Database, fromId: string, toIds: string[]) {
  const types = await db
    .select()
    .from(eventTicketTypes)
    .where(eq(eventTicketTypes.eventId, fromId));
  const questions = await db
    .select()
    .from(eventQuestions)
    .where(eq(eventQuestions.eventId, fromId));
  if (types.length === 0 && questions.length === 0) return;
  for (const eventId of toIds) {
    const newIds = new Map(types.map((type) => [type.id, randomUUID()]));
    if (types.length > 0)
      await db
        .insert(eventTicketTypes)
        .values(types.map((type) => ({ ...type, id: newIds.get(type.id)!, eventId })));
    if (questions.length > 0)
      await db.insert(eventQuestions).values(
        questions.map((question) => ({
          ...question,
          id: randomUUID(),
          eventId,
          ticketTypeIds: question.ticketTypeIds.map((typeId) => newIds.get(typeId) ?? typeId),
        })),
      );
  }
}
