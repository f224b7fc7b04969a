import type { RecurrenceParsed } from '@portal/contract';
import { and, asc, eq, gte, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { events, eventSeries } from '../../db/schema/index';

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
    if (dates.length > 0)
      await tx.insert(events).values(
        dates.map((when, index) => ({
          ...copied,
          ...when,
          seriesId: row!.id,
          seriesIndex: index + 1,
        })),
      );
    return row!;
  });
}
