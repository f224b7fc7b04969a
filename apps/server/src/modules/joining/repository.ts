import type { JoinRequest, MembershipStatus, RosterEntry, RosterMatch } from '@portal/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { batchReps, rosterEntries, users } from '../../db/schema/index';
import type { RosterRow } from './roster-rows';

export type RosterEntryRow = typeof rosterEntries.$inferSelect;

// ---- Sign-up ----

/**
 * Ties a new account to the roster entry with its email (first) or mobile, if one is free, and
 * returns the entry. FOR UPDATE SKIP LOCKED: two sign-ups racing for one entry, one gets it.
 */
export async function claimRosterEntry(
  db: Database,
  account: { id: string; email: string; mobile: string },
): Promise<RosterEntryRow | undefined> {
  const { rows } = await db.execute<{ id: string }>(sql`
    select id from ${rosterEntries}
    where user_id is null and (email = ${account.email.toLowerCase()} or mobile = ${account.mobile})
    order by (email = ${account.email.toLowerCase()}) desc nulls last
    limit 1 for update skip locked`);
  const id = rows[0]?.id;
  if (!id) return undefined;
  const [entry] = await db
    .update(rosterEntries)
    .set({ userId: account.id, updatedAt: new Date() })
    .where(eq(rosterEntries.id, id))
    .returning();
  return entry;
}

/** A verified sign-up takes the roster's batch, course and place where their profile has none. */
export async function verifyFromRoster(db: Database, userId: string, entry: RosterEntryRow) {
  const [user] = await db
    .update(users)
    .set({
      membershipStatus: 'verified',
      membershipDecidedAt: new Date(),
      batch: sql`coalesce(${users.batch}, ${entry.batch})`,
      course: sql`coalesce(${users.course}, ${entry.course})`,
      city: sql`coalesce(${users.city}, ${entry.city})`,
      country: sql`coalesce(${users.country}, ${entry.country})`,
      updatedAt: new Date(),
    })
    .where(eq(users.id, userId))
    .returning();
  return user;
}

// ---- Join requests ----

export async function repBatchesOf(db: Database, userId: string): Promise<number[]> {
  const rows = await db
    .select({ batch: batchReps.batch })
    .from(batchReps)
    .where(eq(batchReps.userId, userId));
  return rows.map((row) => row.batch);
}

/** Who waits, oldest first, with how they compare with the roster; `batches` limits to those. */
export async function listJoinRequests(db: Database, batches?: number[]): Promise<JoinRequest[]> {
  const { rows } = await db.execute<{
    id: string;
    name: string;
    email: string;
    mobile: string;
    batch: number | null;
    course: string | null;
    match: RosterMatch | null;
    roster_batch: number | null;
    created_at: Date | string;
  }>(sql`
    select u.id, u.name, u.email, u.mobile, u.batch, u.course, u.created_at,
      m.match, m.batch as roster_batch
    from ${users} u
    left join lateral (
      select case when r.email = u.email then 'email' else 'mobile' end as match, r.batch
      from ${rosterEntries} r
      where r.email = u.email or r.mobile = u.mobile
      order by (r.email = u.email) desc nulls last
      limit 1
    ) m on true
    where u.membership_status = 'pending'
      ${batches ? sql`and u.batch = any(${sql.param(batches)}::int[])` : sql``}
    order by u.created_at, u.id
    limit 500`);
  return rows.map((row) => ({
    _id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    batch: row.batch,
    course: row.course,
    match: row.match ?? 'none',
    rosterBatch:
      row.roster_batch !== null && row.roster_batch !== row.batch ? row.roster_batch : null,
    requestedAt: new Date(row.created_at).toISOString(),
  }));
}

export async function findMember(db: Database, userId: string) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  return user;
}

/** Records a decision if the status is still `from` (a decision made meanwhile wins). */
export async function decideMembership(
  db: Database,
  userId: string,
  from: string,
  to: MembershipStatus,
  note: string | null,
) {
  const [user] = await db
    .update(users)
    .set({
      membershipStatus: to,
      membershipDecidedAt: new Date(),
      membershipNote: note,
      updatedAt: new Date(),
    })
    .where(and(eq(users.id, userId), eq(users.membershipStatus, from)))
    .returning();
  return user;
}

/** An approved member who is on the roster is its entry's account from now on. */
export async function linkRosterEntry(
  db: Database,
  user: { id: string; email: string; mobile: string },
) {
  await db.execute(sql`
    update ${rosterEntries} set user_id = ${user.id}, updated_at = now()
    where user_id is null and (email = ${user.email} or mobile = ${user.mobile})`);
}

// ---- The roster ----

/** A roster person's own fields, as the import writes them and the list answers them. */
const entryValues = (
  row: Pick<RosterRow, 'name' | 'email' | 'mobile' | 'batch' | 'course' | 'city' | 'country'>,
) => ({
  name: row.name,
  email: row.email,
  mobile: row.mobile,
  batch: row.batch,
  course: row.course,
  city: row.city,
  country: row.country,
});

/** The entries any of these emails or mobiles already name. */
export async function rosterEntriesMatching(
  db: Database,
  emails: string[],
  mobiles: string[],
): Promise<RosterEntryRow[]> {
  if (emails.length === 0 && mobiles.length === 0) return [];
  return db
    .select()
    .from(rosterEntries)
    .where(
      sql`${rosterEntries.email} = any(${sql.param(emails)}::text[])
        or ${rosterEntries.mobile} = any(${sql.param(mobiles)}::text[])`,
    );
}

/** New entries in one statement per thousand rows. */
export async function insertRosterEntries(db: Database, rows: RosterRow[]) {
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows.slice(start, start + 1000).map(entryValues);
    await db.execute(sql`
      insert into ${rosterEntries} (name, email, mobile, batch, course, city, country)
      select name, email, mobile, batch, course, city, country
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as v(name text, email text, mobile text, batch int, course text, city text, country text)`);
  }
}

/** Changed entries, by id, in one statement per thousand rows. */
export async function updateRosterEntries(db: Database, rows: (RosterRow & { id: string })[]) {
  for (let start = 0; start < rows.length; start += 1000) {
    const chunk = rows
      .slice(start, start + 1000)
      .map((row) => ({ id: row.id, ...entryValues(row) }));
    await db.execute(sql`
      update ${rosterEntries} r set name = v.name, email = v.email, mobile = v.mobile,
        batch = v.batch, course = v.course, city = v.city, country = v.country, updated_at = now()
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb)
        as v(id uuid, name text, email text, mobile text, batch int, course text, city text,
          country text)
      where r.id = v.id`);
  }
}

const hasAccount = sql`exists (select 1 from ${users} u
  where u.email = r.email or u.mobile = r.mobile)`;

/** Someone an invitation cannot be emailed to: no account, no email, only a mobile. */
const cannotBeEmailed = sql`(r.email is null and r.mobile is not null and r.user_id is null
  and not ${hasAccount})`;

/** How many of the roster (of one batch, when given) `cannotBeEmailed`. */
export async function countNotEmailable(db: Database, batch: number | undefined) {
  const { rows } = await db.execute<{ total: number }>(sql`
    select count(*)::int as total from ${rosterEntries} r
    where ${cannotBeEmailed} ${batch !== undefined ? sql`and r.batch = ${batch}` : sql``}`);
  return rows[0]?.total ?? 0;
}

interface RosterListRow extends Record<string, unknown> {
  id: string;
  name: string;
  email: string | null;
  mobile: string | null;
  batch: number | null;
  course: string | null;
  city: string | null;
  country: string | null;
  has_account: boolean;
  invited_at: Date | string | null;
}

/** A page of the roster by name, after the (name, id) `after`; and how many match in all. */
export async function listRoster(
  db: Database,
  filter: { batch?: number | undefined; q?: string | undefined; noEmail?: boolean },
  after: { name: string; id: string } | undefined,
  limit: number,
) {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  const where = sql`true
    ${filter.batch !== undefined ? sql`and r.batch = ${filter.batch}` : sql``}
    ${pattern ? sql`and (r.name ilike ${pattern} or r.email ilike ${pattern} or r.mobile like ${pattern})` : sql``}
    ${filter.noEmail ? sql`and ${cannotBeEmailed}` : sql``}`;
  const { rows } = await db.execute<RosterListRow>(sql`
    select r.id, r.name, r.email, r.mobile, r.batch, r.course, r.city, r.country, r.invited_at,
      ${hasAccount} as has_account
    from ${rosterEntries} r
    where ${where} ${after ? sql`and (r.name, r.id) > (${after.name}, ${after.id}::uuid)` : sql``}
    order by r.name, r.id
    limit ${limit}`);
  const { rows: counted } = await db.execute<{ total: number }>(
    sql`select count(*)::int as total from ${rosterEntries} r where ${where}`,
  );
  return { rows: rows.map(toRosterEntry), total: counted[0]?.total ?? 0 };
}

/** A roster entry as listed; the route adds the sign-up link, which needs the site's address. */
export type ListedRosterEntry = Omit<RosterEntry, 'signUpLink'>;

const toRosterEntry = (row: RosterListRow): ListedRosterEntry => ({
  _id: row.id,
  ...entryValues(row),
  hasAccount: row.has_account,
  invitedAt: row.invited_at ? new Date(row.invited_at).toISOString() : null,
});

/** Every entry, by batch then name, for the export. */
export async function allRosterEntries(db: Database) {
  const { rows } = await db.execute<RosterListRow>(sql`
    select r.id, r.name, r.email, r.mobile, r.batch, r.course, r.city, r.country, r.invited_at,
      ${hasAccount} as has_account
    from ${rosterEntries} r order by r.batch nulls last, r.name, r.id`);
  return rows.map(toRosterEntry);
}

/**
 * Marks as invited now each entry with an email and no account that was not invited in the last
 * week (in `batch`, when given), and returns them: the caller queues their emails in the same
 * transaction.
 */
export async function markInvited(db: Database, batch: number | undefined) {
  const { rows } = await db.execute<{ id: string }>(sql`
    update ${rosterEntries} set invited_at = now()
    where id in (
      select r.id from ${rosterEntries} r
      where r.email is not null and r.user_id is null
        and (r.invited_at is null or r.invited_at < now() - interval '7 days')
        ${batch !== undefined ? sql`and r.batch = ${batch}` : sql``}
        and not ${hasAccount}
      for update skip locked)
    returning id`);
  return rows.map((row) => row.id);
}

export async function findRosterEntry(db: Database, id: string) {
  const [entry] = await db.select().from(rosterEntries).where(eq(rosterEntries.id, id));
  return entry;
}

/** Whether an account has this email or mobile now (someone invited may have signed up since). */
export async function accountExistsFor(db: Database, entry: RosterEntryRow) {
  const { rows } = await db.execute(sql`select 1 from ${users}
    where email = ${entry.email ?? ''} or mobile = ${entry.mobile ?? ''} limit 1`);
  return rows.length > 0;
}
