import type { EventInputParsed } from '@portal/contract';
import { and, asc, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { channels, events } from '../../db/schema/index';
import { containsPattern } from '../../db/like-pattern';
import type { Viewer } from '../channels/access';
import { managesEvent, seesEvent } from './access';
import { holdsPlace, questionsJson, ticketTypesJson } from '../tickets/repository';
import { photoVariantsAt } from '../media/repository';

// All SQL for events lives here. Reads carry the live seat counts and the viewer's right to manage.

const liveSeats = sql<number>`coalesce((select sum(r.seats) from registrations r
  where r.event_id = ${events.id} and ${holdsPlace('r')}), 0)::int`;
const waitlistLength = sql<number>`(select count(*) from registrations r
  where r.event_id = ${events.id} and r.status = 'waitlisted')::int`;

function selectEvents(db: Database, viewer: Viewer) {
  return db
    .select({
      event: events,
      channelName: channels.name,
      seatsTaken: liveSeats,
      waitlisted: waitlistLength,
      canManage: sql<boolean>`${managesEvent(viewer)}`,
      ticketTypes: ticketTypesJson,
      questions: questionsJson,
      coverPhoto: photoVariantsAt(events.coverImageUrl),
    })
    .from(events)
    .leftJoin(channels, eq(channels.id, events.channelId));
}

export type EventRead = Awaited<ReturnType<ReturnType<typeof selectEvents>['execute']>>[number];

export interface EventListOptions {
  from?: Date | undefined;
  to?: Date | undefined;
  limit: number;
  order: 'asc' | 'desc';
  after?: { startsAt: Date; id: string } | undefined;
  /** Only events the viewer manages (the management screens). */
  managedOnly?: boolean;
  /** Only published events (the upcoming list and the calendar feed). */
  publishedOnly?: boolean;
  /** Words in the title, description, venue or a tag; the original or any language's version. */
  search?: string | undefined;
}

/**
 * SQL: true when the event's title, description, venue or one of its tags, in any version,
 * contains `text` (the top bar's search finds "Nets" in "Saturday Nets" and at "Oval Nets").
 */
function eventMentions(text: string): SQL {
  const pattern = containsPattern(text);
  return sql`(${events.title} ilike ${pattern} or ${events.description} ilike ${pattern}
    or ${events.venueName} ilike ${pattern} or ${events.venueAddress} ilike ${pattern}
    or exists (select 1 from jsonb_array_elements_text(${events.tags}) as tag where tag ilike ${pattern})
    or exists (select 1 from jsonb_each(${events.translations}) as version(language, fields)
      where fields->>'title' ilike ${pattern} or fields->>'description' ilike ${pattern}))`;
}

export async function listEvents(db: Database, viewer: Viewer, options: EventListOptions) {
  const { from, to, after, order } = options;
  const conditions: (SQL | undefined)[] = [
    options.managedOnly ? managesEvent(viewer) : seesEvent(viewer),
    options.publishedOnly ? eq(events.status, 'published') : undefined,
    from ? gte(events.endsAt, from) : undefined,
    to ? lt(events.startsAt, to) : undefined,
    options.search ? eventMentions(options.search) : undefined,
    after
      ? order === 'asc'
        ? sql`(${events.startsAt}, ${events.id}) > (${after.startsAt.toISOString()}::timestamptz, ${after.id}::uuid)`
        : sql`(${events.startsAt}, ${events.id}) < (${after.startsAt.toISOString()}::timestamptz, ${after.id}::uuid)`
      : undefined,
  ];
  const direction = order === 'asc' ? asc : desc;
  return selectEvents(db, viewer)
    .where(and(...conditions))
    .orderBy(direction(events.startsAt), direction(events.id))
    .limit(options.limit);
}

/**
 * The top bar's suggestions: published events that mention `text`, those not yet over first
 * (soonest first), then past ones (latest first); a series once, at its next (or last) date.
 */
export async function suggestEvents(db: Database, text: string, limit: number) {
  const ended = sql`${events.endsAt} < now()`;
  const one = db
    .selectDistinctOn([sql`coalesce(${events.seriesId}, ${events.id})`], {
      id: events.id,
      title: events.title,
      startsAt: events.startsAt,
      timeZone: events.timeZone,
      venueName: events.venueName,
      translations: events.translations,
      ended: sql<boolean>`${ended}`.as('ended'),
    })
    .from(events)
    .where(and(eq(events.status, 'published'), eventMentions(text)))
    // Within a series: its next date not yet over, else its latest.
    .orderBy(
      sql`coalesce(${events.seriesId}, ${events.id})`,
      sql`${ended}`,
      sql`case when ${ended} then null else ${events.startsAt} end`,
      desc(events.startsAt),
    )
    .as('one');
  return db
    .select()
    .from(one)
    .orderBy(
      one.ended,
      sql`case when ${one.ended} then null else ${one.startsAt} end`,
      desc(one.startsAt),
      one.id,
    )
    .limit(limit);
}

export async function findEvent(db: Database, viewer: Viewer, id: string) {
  const [row] = await selectEvents(db, viewer).where(and(eq(events.id, id), seesEvent(viewer)));
  return row;
}

/** The channel's next event that has not ended, else its most recent one (spec dashboard call). */
export async function findChannelEvent(db: Database, viewer: Viewer, channelId: string) {
  const [row] = await selectEvents(db, viewer)
    .where(eq(events.channelId, channelId))
    .orderBy(
      sql`${events.endsAt} < now()`,
      sql`case when ${events.endsAt} >= now() then ${events.startsAt} end asc`,
      desc(events.startsAt),
    )
    .limit(1);
  return row;
}

/** Where and when, as the service resolved them: instants, and the zone they are shown in. */
export interface EventWhen {
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
}

function columnsOf(input: EventInputParsed, when: EventWhen) {
  const blank = (value: string | undefined | null) => (value ? value : null);
  return {
    title: input.title,
    description: input.description,
    startsAt: when.startsAt,
    endsAt: when.endsAt,
    timeZone: when.timeZone,
    // Absent keeps what is saved on an update (an insert's default is false).
    ...(input.online !== undefined && { online: input.online }),
    venueName: input.location,
    venueAddress: blank(input.address),
    latitude: input.latitude ?? null,
    longitude: input.longitude ?? null,
    coverImageUrl: blank(input.imageUrl),
    images: input.images ?? [],
    tags: [...new Set(input.tags ?? [])],
    capacity: input.capacity ?? null,
    // Absent keeps what is saved on an update (ADR 42); null: attendees cannot refund themselves.
    ...(input.refundableUntil !== undefined && {
      refundableUntil: input.refundableUntil ? new Date(input.refundableUntil) : null,
    }),
    status: input.status ?? 'published',
    channelId: blank(input.channelId),
    sponsors: (input.sponsors ?? []).map((sponsor) => ({
      name: sponsor.name,
      person: blank(sponsor.person),
      website: blank(sponsor.website),
      logoUrl: blank(sponsor.logoUrl),
    })),
    organisers: (input.organisers ?? []).map((organiser) => ({
      name: organiser.name,
      batch: blank(organiser.batch),
      imageUrl: blank(organiser.imageUrl),
    })),
    // Absent keeps what is saved (a client that knows nothing of translations loses none);
    // {} removes them.
    ...(input.translations && { translations: input.translations }),
  };
}

export async function insertEvent(
  db: Database,
  input: EventInputParsed,
  when: EventWhen,
  createdBy: string | null,
) {
  const [row] = await db
    .insert(events)
    .values({ ...columnsOf(input, when), createdBy })
    .returning({ id: events.id });
  return row!.id;
}

export async function updateEvent(
  db: Database,
  id: string,
  input: EventInputParsed,
  when: EventWhen,
) {
  await db
    .update(events)
    .set({ ...columnsOf(input, when), updatedAt: sql`now()` })
    .where(eq(events.id, id));
}

export async function deleteEvent(db: Database, id: string) {
  await db.delete(events).where(eq(events.id, id));
}

/** Locks the event row so capacity decisions for it happen one at a time. */
export async function lockEvent(db: Database, id: string) {
  const [row] = await db.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

/** Where every channel's drafts sit in time (the public cache's check for managers). */
export async function listDraftSpans(db: Database) {
  return db
    .select({
      id: events.id,
      channelId: sql<string>`${events.channelId}`,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
    })
    .from(events)
    .where(and(eq(events.status, 'draft'), sql`${events.channelId} is not null`));
}
