import type { OpportunityAlerts, OpportunityKind, OpportunityQuery } from '@portal/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { emailPreferences, opportunities, opportunityAlerts, users } from '../../db/schema/index';
import { savePreferences } from '../email-choices/repository';

// Every statement about opportunities and their alerts (issue 37, ADR 54). Times come from the
// service's clock, never the database's now(), so a test can move time.

export type OpportunityRow = {
  id: string;
  kind: OpportunityKind;
  title: string;
  company: string;
  location: string;
  remote: boolean;
  description: string;
  apply_url: string | null;
  apply_email: string | null;
  status: 'pending' | 'published' | 'rejected' | 'closed' | 'expired';
  expires_at: Date;
  created_at: Date;
  published_at: Date | null;
  poster_id: string;
  /** Null for a deleted account: the reader's words for "Former member" stand in (service). */
  poster_name: string | null;
  poster_batch: number | null;
};

const columns = sql`o.id, o.kind, o.title, o.company, o.location, o.remote, o.description,
  o.apply_url, o.apply_email, o.status, o.expires_at, o.created_at, o.published_at,
  coalesce(o.posted_by::text, '') as poster_id,
  case when u.deleted_at is null then u.name end as poster_name,
  u.batch as poster_batch`;
// A deleted account's posts stay (ADR 57), signed "Former member" in the reader's language; left
// join in case the account row itself is ever gone (posted_by is then null).
const from = sql`${opportunities} o left join ${users} u on u.id = o.posted_by`;

// Raw statements answer timestamps as text (Drizzle's parsers): read back as Dates here.
const at = (value: Date | string) => (value instanceof Date ? value : new Date(value));

async function rows(db: Database, query: SQL): Promise<OpportunityRow[]> {
  return (await db.execute<OpportunityRow>(query)).rows.map((row) => ({
    ...row,
    expires_at: at(row.expires_at),
    created_at: at(row.created_at),
    published_at: row.published_at === null ? null : at(row.published_at),
  }));
}

export interface NewOpportunity {
  kind: OpportunityKind;
  title: string;
  company: string;
  location: string;
  remote: boolean;
  description: string;
  applyUrl: string | null;
  applyEmail: string | null;
  status: 'pending' | 'published';
  postedBy: string;
  expiresAt: Date;
  now: Date;
}

export async function insertOpportunity(db: Database, post: NewOpportunity) {
  const [row] = await db
    .insert(opportunities)
    .values({
      kind: post.kind,
      title: post.title,
      company: post.company,
      location: post.location,
      remote: post.remote,
      description: post.description,
      applyUrl: post.applyUrl,
      applyEmail: post.applyEmail,
      status: post.status,
      postedBy: post.postedBy,
      expiresAt: post.expiresAt,
      publishedAt: post.status === 'published' ? post.now : null,
      createdAt: post.now,
      updatedAt: post.now,
    })
    .returning({ id: opportunities.id });
  if (!row) throw new Error('insert returned no row');
  return row.id;
}

export async function findOpportunity(db: Database, id: string) {
  const [row] = await rows(db, sql`select ${columns} from ${from} where o.id = ${id}`);
  return row;
}

/** The filters of the list and of alerts: kind, words in the title, company or description, place. */
function matching(filters: { kinds?: readonly string[]; q?: string; location?: string }) {
  const parts: SQL[] = [];
  if (filters.kinds) parts.push(sql`o.kind = any(${`{${filters.kinds.join(',')}}`}::text[])`);
  if (filters.q) {
    const pattern = containsPattern(filters.q);
    parts.push(
      sql`(o.title ilike ${pattern} or o.company ilike ${pattern} or o.description ilike ${pattern})`,
    );
  }
  if (filters.location) parts.push(sql`o.location ilike ${containsPattern(filters.location)}`);
  return parts;
}

/** Published posts not past their closing date at `now`, newest first, a page after `after`. */
export async function listPublished(
  db: Database,
  query: Omit<OpportunityQuery, 'cursor'>,
  now: Date,
  after: { at: Date; id: string } | undefined,
) {
  const where = [
    sql`o.status = 'published'`,
    sql`o.expires_at > ${now}`,
    ...matching({
      kinds: query.kind ? [query.kind] : undefined,
      q: query.q,
      location: query.location,
    }),
  ];
  if (query.remote !== undefined) where.push(sql`o.remote = ${query.remote}`);
  if (after) where.push(sql`(o.published_at, o.id) < (${after.at}, ${after.id})`);
  return rows(
    db,
    sql`select ${columns} from ${from} where ${sql.join(where, sql` and `)}
      order by o.published_at desc, o.id desc limit ${query.limit + 1}`,
  );
}

/** One member's own posts, every status, newest first. */
export function listByPoster(db: Database, userId: string) {
  return rows(
    db,
    sql`select ${columns} from ${from} where o.posted_by = ${userId}
      order by o.created_at desc, o.id desc limit 200`,
  );
}

/** Posts waiting for a site admin, oldest first (first come, first answered). */
export function listPending(db: Database, now: Date) {
  return rows(
    db,
    sql`select ${columns} from ${from} where o.status = 'pending' and o.expires_at > ${now}
      order by o.created_at, o.id limit 200`,
  );
}

/**
 * Moves a post from one status to another, if it is still in it (two admins answering at once:
 * one wins). Returns whether it moved.
 */
export async function moveStatus(
  db: Database,
  id: string,
  from: readonly string[],
  to: 'published' | 'rejected' | 'closed',
  by: string,
  now: Date,
) {
  const published = to === 'published' ? sql`, published_at = ${now}` : sql``;
  const moved = await db.execute(sql`
    update ${opportunities} set status = ${to}, decided_by = ${by}, updated_at = ${now}${published}
    where id = ${id} and status = any(${`{${from.join(',')}}`}::text[])
      and (${to} = 'closed' or expires_at > ${now})`);
  return (moved.rowCount ?? 0) > 0;
}

/** Marks posts past their closing date `expired` (the list already leaves them out). */
export async function expireDue(db: Database, now: Date) {
  const expired = await db.execute(sql`
    update ${opportunities} set status = 'expired', updated_at = ${now}
    where status in ('pending', 'published') and expires_at <= ${now}`);
  return expired.rowCount ?? 0;
}

export async function findAlerts(db: Database, userId: string) {
  const [row] = await db
    .select()
    .from(opportunityAlerts)
    .where(sql`${opportunityAlerts.userId} = ${userId}`);
  return row;
}

/**
 * Saves what an alert looks for; whether it is sent is the member's `opportunities` email choice
 * (ADR 58), saved with it, so the alerts form and Account Settings are one switch.
 */
export async function saveAlerts(
  db: Database,
  userId: string,
  alerts: OpportunityAlerts,
  now: Date,
) {
  const values = {
    kinds: alerts.kinds,
    q: alerts.q || null,
    location: alerts.location || null,
    updatedAt: now,
  };
  await db.transaction(async (tx) => {
    await tx
      .insert(opportunityAlerts)
      .values({ userId, ...values, createdAt: now })
      .onConflictDoUpdate({ target: opportunityAlerts.userId, set: values });
    await savePreferences(tx, userId, { opportunities: alerts.frequency === 'weekly' });
  });
}

export type DueAlert = {
  user_id: string;
  kinds: string[];
  q: string | null;
  location: string | null;
  since: Date;
  name: string;
  email: string;
  language: string | null;
};

/**
 * Weekly alerts whose last digest is at least six days old (a retry or a second run in the same
 * week finds none), claimed so two processes never write the same digest, and stamped as sent.
 * The digest covers what was published since the last one (the first: the week before).
 */
export async function claimDueAlerts(db: Database, now: Date, batch: number) {
  const weekAgo = new Date(now.getTime() - 7 * 24 * 3600_000);
  const sixDaysAgo = new Date(now.getTime() - 6 * 24 * 3600_000);
  const due = await db.execute<DueAlert>(sql`
    with due as (
      select a.user_id from ${opportunityAlerts} a join ${users} u on u.id = a.user_id
      left join ${emailPreferences} p on p.user_id = a.user_id
      where coalesce(p.opportunities, true) and u.membership_status = 'verified'
        and (a.last_digest_at is null or a.last_digest_at <= ${sixDaysAgo})
      order by a.user_id limit ${batch}
      for update of a skip locked
    ), before as (
      select a.user_id, a.kinds, a.q, a.location,
        coalesce(a.last_digest_at, ${weekAgo}) as since
      from ${opportunityAlerts} a join due using (user_id)
    )
    update ${opportunityAlerts} a set last_digest_at = ${now}
    from before b join ${users} u on u.id = b.user_id
    where a.user_id = b.user_id
    returning b.user_id, b.kinds, b.q, b.location, b.since, u.name, u.email, u.language`);
  return due.rows.map((row) => ({ ...row, since: at(row.since) }));
}

/** Published, open posts matching an alert, published after `since` and by then; not one's own. */
export function newMatches(db: Database, alert: DueAlert, now: Date) {
  const where = [
    sql`o.status = 'published'`,
    sql`o.expires_at > ${now}`,
    sql`o.published_at > ${alert.since}`,
    sql`o.published_at <= ${now}`,
    sql`o.posted_by <> ${alert.user_id}`,
    ...matching({
      kinds: alert.kinds,
      q: alert.q ?? undefined,
      location: alert.location ?? undefined,
    }),
  ];
  return rows(
    db,
    sql`select ${columns} from ${from} where ${sql.join(where, sql` and `)}
      order by o.published_at desc, o.id desc limit 50`,
  );
}
