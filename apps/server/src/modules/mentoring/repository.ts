import type { MentoringStatus, MentorsQuery, MentoringRequestsQuery } from '@portal/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { searchText } from '../../db/name-search';
import { mentoringFeedback, mentoringRequests, mentorProfiles, users } from '../../db/schema/index';
import { visible, type Caller } from '../directory/repository';

// Every mentoring query, in one place (ADR 53). Capacity is decided under a lock on the mentor's
// mentor_profiles row: creating, accepting and pausing all take it first, so two accepts racing
// for a mentor's last place are counted one after the other.

export interface SettingsRow extends Record<string, unknown> {
  offering: boolean;
  topics: string[];
  about: string;
  capacity: number;
  paused: boolean;
  active: number;
  mentored: number;
}

/** One's own settings with how many they mentor now and have mentored; undefined before any. */
export async function findSettings(db: Database, userId: string) {
  const result = await db.execute<SettingsRow>(sql`
    select p.offering, p.topics, p.about, p.capacity, p.paused,
      (select count(*)::int from ${mentoringRequests} r
        where r.mentor_id = ${userId} and r.status = 'accepted') as active,
      (select count(*)::int from ${mentoringRequests} r
        where r.mentor_id = ${userId} and r.status = 'completed') as mentored
    from ${mentorProfiles} p where p.user_id = ${userId}`);
  return result.rows[0];
}

export interface MentorLock {
  offering: boolean;
  paused: boolean;
  capacity: number;
  /** Whether the mentor is a verified member. */
  verified: boolean;
  active: number;
}

/**
 * Locks the mentor's row for the rest of the transaction and counts their accepted mentees:
 * whoever holds the lock sees every accept committed before it.
 */
export async function lockMentor(tx: Database, mentorId: string): Promise<MentorLock | undefined> {
  const locked = await tx.execute<Omit<MentorLock, 'active'>>(sql`
    select p.offering, p.paused, p.capacity, u.membership_status = 'verified' as verified
    from ${mentorProfiles} p join ${users} u on u.id = p.user_id
    where p.user_id = ${mentorId}
    for update of p`);
  const row = locked.rows[0];
  if (!row) return undefined;
  const counted = await tx.execute<{ active: number }>(sql`
    select count(*)::int as active from ${mentoringRequests}
    where mentor_id = ${mentorId} and status = 'accepted'`);
  return { ...row, active: counted.rows[0]?.active ?? 0 };
}

/** Writes one's settings (a row the first time). */
export async function saveSettings(
  tx: Database,
  userId: string,
  settings: Pick<SettingsRow, 'offering' | 'topics' | 'about' | 'capacity' | 'paused'>,
  now: Date,
) {
  await tx
    .insert(mentorProfiles)
    .values({ userId, ...settings, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: mentorProfiles.userId, set: { ...settings, updatedAt: now } });
}

export interface RequestRow extends Record<string, unknown> {
  id: string;
  mentor_id: string;
  mentee_id: string;
  topic: string;
  message: string;
  status: MentoringStatus;
  // node-postgres gives Dates; typed loosely as the rest of the code reads them.
  created_at: Date | string;
  expires_at: Date | string;
  answered_at: Date | string | null;
  ended_at: Date | string | null;
  reason: string | null;
  reminders_sent: number;
}

const requestColumns = sql`r.id, r.mentor_id, r.mentee_id, r.topic, r.message, r.status,
  r.created_at, r.expires_at, r.answered_at, r.ended_at, r.reason, r.reminders_sent`;

export async function findRequest(db: Database, id: string) {
  const result = await db.execute<RequestRow>(sql`
    select ${requestColumns} from ${mentoringRequests} r where r.id = ${id}`);
  return result.rows[0];
}

/** Whether the mentee has a request with this mentor that is still open. */
export async function hasOpenRequest(db: Database, mentorId: string, menteeId: string) {
  const result = await db.execute(sql`
    select 1 from ${mentoringRequests}
    where mentor_id = ${mentorId} and mentee_id = ${menteeId}
      and status in ('requested', 'accepted')`);
  return result.rows.length > 0;
}

export async function insertRequest(
  tx: Database,
  values: {
    mentorId: string;
    menteeId: string;
    topic: string;
    message: string;
    createdAt: Date;
    expiresAt: Date;
  },
) {
  const [row] = await tx
    .insert(mentoringRequests)
    .values({ ...values, status: 'requested' })
    .returning({ id: mentoringRequests.id });
  if (!row) throw new Error('insert returned nothing');
  return row.id;
}

/**
 * Moves a request from `from` to `to`, only if it still is `from`; the moved row, or undefined
 * when another move got there first.
 */
export async function moveRequest(
  tx: Database,
  id: string,
  from: MentoringStatus,
  to: MentoringStatus,
  at: Date,
  reason: string | null = null,
) {
  const stamp = from === 'requested' ? sql`answered_at = ${at}` : sql`ended_at = ${at}`;
  const result = await tx.execute<RequestRow>(sql`
    update ${mentoringRequests} r set status = ${to}, ${stamp},
      reason = coalesce(${reason}, r.reason)
    where r.id = ${id} and r.status = ${from}
    returning ${requestColumns}`);
  return result.rows[0];
}

/** A mentor's waiting requests, locked, answered "paused" together. */
export async function declineWaiting(tx: Database, mentorId: string, reason: string, at: Date) {
  const result = await tx.execute<RequestRow>(sql`
    update ${mentoringRequests} r set status = 'declined', answered_at = ${at}, reason = ${reason}
    where r.mentor_id = ${mentorId} and r.status = 'requested'
    returning ${requestColumns}`);
  return result.rows;
}

export interface Person extends Record<string, unknown> {
  id: string;
  name: string;
  email: string;
  language: string | null;
  image_url: string | null;
  batch: number | null;
  job_title: string | null;
}

export async function people(db: Database, ids: readonly string[]): Promise<Map<string, Person>> {
  if (ids.length === 0) return new Map();
  const result = await db.execute<Person>(sql`
    select id, name, email, language, image_url, batch, job_title from ${users}
    where id in ${[...new Set(ids)]}`);
  return new Map(result.rows.map((row) => [row.id, row]));
}

export interface MentorRow extends Record<string, unknown> {
  id: string;
  name: string;
  image_url: string | null;
  batch: number | null;
  name_search: string;
  job_title: string | null;
  industry: string | null;
  topics: string[];
  about: string;
  capacity: number;
  paused: boolean;
  active: number;
  mentored: number;
  rank: number;
}

export type MentorFilters = Omit<MentorsQuery, 'cursor' | 'limit'>;
export interface MentorKey {
  rank: number;
  nameSearch: string;
  id: string;
}

function mentorFilters(filters: MentorFilters, caller: Caller): SQL | undefined {
  const career = visible('career', caller);
  const conditions: (SQL | undefined)[] = [
    sql`${mentorProfiles.offering}`,
    sql`${users.membershipStatus} = 'verified'`,
  ];
  const q = filters.q?.trim();
  if (q) {
    const text = containsPattern(q.toLowerCase());
    conditions.push(sql`(${users.nameSearch} like ${containsPattern(searchText(q))}
      or (${career} and ${users.careerSearch} like search_fold(${text}))
      or lower(${mentorProfiles.about}) like ${text}
      or exists (select 1 from unnest(${mentorProfiles.topics}) t where lower(t) like ${text}))`);
  }
  if (filters.topic)
    conditions.push(sql`exists (select 1 from unnest(${mentorProfiles.topics}) t
      where lower(t) like ${containsPattern(filters.topic.toLowerCase())})`);
  if (filters.batch !== undefined) conditions.push(sql`${users.batch} = ${filters.batch}`);
  if (filters.industry) conditions.push(sql`${career} and ${users.industry} = ${filters.industry}`);
  return and(...conditions);
}

/**
 * Mentors offering, those who may be asked now (not paused, below capacity) first, then by name;
 * one more than asked when more follow. `rank` is 0 for available, 1 otherwise.
 */
export async function listMentors(
  db: Database,
  caller: Caller,
  filters: MentorFilters,
  page: { after?: MentorKey | undefined; limit: number },
) {
  const career = visible('career', caller);
  const after = page.after
    ? sql`where (m.rank, m.name_search, m.id) > (${page.after.rank}, ${page.after.nameSearch}, ${page.after.id}::uuid)`
    : sql``;
  const result = await db.execute<MentorRow>(sql`
    select * from (
      select ${users.id} as id, ${users.name} as name, ${users.imageUrl} as image_url,
        ${users.batch} as batch, ${users.nameSearch} as name_search,
        case when ${career} then ${users.jobTitle} end as job_title,
        case when ${career} then ${users.industry} end as industry,
        ${mentorProfiles.topics} as topics, ${mentorProfiles.about} as about,
        ${mentorProfiles.capacity} as capacity, ${mentorProfiles.paused} as paused,
        coalesce(s.active, 0) as active, coalesce(s.mentored, 0) as mentored,
        case when not ${mentorProfiles.paused} and coalesce(s.active, 0) < ${mentorProfiles.capacity}
          then 0 else 1 end as rank
      from ${mentorProfiles} join ${users} on ${users.id} = ${mentorProfiles.userId}
      left join lateral (
        select (count(*) filter (where r.status = 'accepted'))::int as active,
          (count(*) filter (where r.status = 'completed'))::int as mentored
        from ${mentoringRequests} r where r.mentor_id = ${users.id}) s on true
      where ${mentorFilters(filters, caller)}
    ) m ${after}
    order by m.rank, m.name_search, m.id
    limit ${page.limit + 1}`);
  return result.rows;
}

/** Other mentors offering the topic with room now, for a mentee whose request expired. */
export async function suggestMentors(
  db: Database,
  topic: string,
  exclude: readonly string[],
  limit = 3,
) {
  const result = await db.execute<{ id: string; name: string; job_title: string | null }>(sql`
    select u.id, u.name, case when u.visibility ->> 'career' in ('public', 'members')
      then u.job_title end as job_title
    from ${mentorProfiles} p join ${users} u on u.id = p.user_id
    where p.offering and not p.paused and u.membership_status = 'verified'
      and u.id not in ${[...exclude]}
      and exists (select 1 from unnest(p.topics) t where lower(t) = lower(${topic}))
      and (select count(*) from ${mentoringRequests} r
           where r.mentor_id = u.id and r.status = 'accepted') < p.capacity
    order by u.name_search, u.id
    limit ${limit}`);
  return result.rows;
}

export interface ListedRequestRow extends RequestRow {
  feedback_given: boolean;
}

/** One's own requests, newest first, after `after` (the last one's created_at and id). */
export async function listRequests(
  db: Database,
  userId: string,
  filters: Omit<MentoringRequestsQuery, 'cursor' | 'limit'>,
  page: { after?: { at: Date; id: string } | undefined; limit: number; id?: string },
) {
  const conditions: (SQL | undefined)[] = [
    page.id ? sql`r.id = ${page.id}` : undefined,
    filters.role === 'mentor'
      ? sql`r.mentor_id = ${userId}`
      : filters.role === 'mentee'
        ? sql`r.mentee_id = ${userId}`
        : sql`(r.mentor_id = ${userId} or r.mentee_id = ${userId})`,
  ];
  if (filters.status) conditions.push(sql`r.status = ${filters.status}`);
  if (page.after)
    conditions.push(sql`(r.created_at, r.id) < (${page.after.at}, ${page.after.id}::uuid)`);
  const result = await db.execute<ListedRequestRow>(sql`
    select ${requestColumns},
      exists (select 1 from ${mentoringFeedback} f where f.request_id = r.id
        and f.side = case when r.mentor_id = ${userId} then 'mentor' else 'mentee' end)
        as feedback_given
    from ${mentoringRequests} r
    where ${and(...conditions)}
    order by r.created_at desc, r.id desc
    limit ${page.limit + 1}`);
  return result.rows;
}

/** Stores one side's feedback; false when that side already gave it. */
export async function insertFeedback(
  db: Database,
  values: { requestId: string; side: 'mentor' | 'mentee'; rating: number; comment: string | null },
) {
  const rows = await db
    .insert(mentoringFeedback)
    .values(values)
    .onConflictDoNothing()
    .returning({ side: mentoringFeedback.side });
  return rows.length > 0;
}

/**
 * Waiting requests due a reminder at `now` (the next of 3 and 10 days after they were made),
 * locked and stamped in the caller's transaction, so each reminder goes once across processes.
 */
export async function claimDueReminders(tx: Database, now: Date, limit: number) {
  const result = await tx.execute<RequestRow>(sql`
    update ${mentoringRequests} r set reminders_sent = r.reminders_sent + 1
    where r.id in (
      select id from ${mentoringRequests}
      where status = 'requested' and expires_at > ${now} and (
        (reminders_sent = 0 and created_at <= ${now}::timestamptz - interval '3 days') or
        (reminders_sent = 1 and created_at <= ${now}::timestamptz - interval '10 days'))
      order by created_at, id
      limit ${limit}
      for update skip locked)
    returning ${requestColumns}`);
  return result.rows;
}

/** Waiting requests past their expiry at `now`, moved to `expired` in the caller's transaction. */
export async function claimDueExpiries(tx: Database, now: Date, limit: number) {
  const result = await tx.execute<RequestRow>(sql`
    update ${mentoringRequests} r set status = 'expired', answered_at = ${now}
    where r.id in (
      select id from ${mentoringRequests}
      where status = 'requested' and expires_at <= ${now}
      order by expires_at, id
      limit ${limit}
      for update skip locked)
    returning ${requestColumns}`);
  return result.rows;
}
