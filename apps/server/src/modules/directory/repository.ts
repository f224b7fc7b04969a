import type { DirectoryQuery, OpenTo, VisibilityGroup } from '@portal/contract';
import { and, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { containsPattern } from '../../db/like-pattern';
import { searchText } from '../../db/name-search';
import { batchReps, users } from '../../db/schema/index';

// Every directory and batch query, in one place. Who may see what is decided here, in SQL, so a
// hidden field is never matched by `q` or a filter and `total` counts what the caller can find
// (ADR 51). A hidden value never leaves the database: it is selected as null beside a false flag.

/** Who asks: their id, whether they are a site admin, and their batch (for `batch` visibility). */
export interface Caller {
  id: string;
  isAdmin: boolean;
  batch: number | null;
}

/** Whether the caller may see a group of a member's fields. */
export function visible(group: VisibilityGroup, caller: Caller): SQL {
  if (caller.isAdmin) return sql`true`;
  const level = sql`(${users.visibility} ->> ${sql.raw(`'${group}'`)})`;
  return sql`(${users.id} = ${caller.id} or ${level} in ('public', 'members') or (${level} = 'batch' and ${users.batch} = ${caller.batch}))`;
}

export interface CardRow extends Record<string, unknown> {
  id: string;
  name: string;
  image_url: string | null;
  batch: number | null;
  course: string | null;
  name_search: string;
  show_email: boolean;
  email: string | null;
  show_mobile: boolean;
  mobile: string | null;
  show_location: boolean;
  city: string | null;
  country: string | null;
  show_career: boolean;
  job_title: string | null;
  business_name: string | null;
  industry: string | null;
  skills: string[] | null;
  open_to: string[] | null;
  show_social: boolean;
  social_media: Record<string, string> | null;
}

function cardColumns(caller: Caller): SQL {
  const email = visible('email', caller);
  const mobile = visible('mobile', caller);
  const location = visible('location', caller);
  const career = visible('career', caller);
  const social = visible('social', caller);
  const shown = (flag: SQL, column: SQL | typeof users.city) =>
    sql`case when ${flag} then ${column} end`;
  return sql`${users.id} as id, ${users.name} as name, ${users.imageUrl} as image_url,
    ${users.batch} as batch, ${users.course} as course, ${users.nameSearch} as name_search,
    ${email} as show_email, ${shown(email, sql`${users.email}`)} as email,
    ${mobile} as show_mobile, ${shown(mobile, sql`${users.mobile}`)} as mobile,
    ${location} as show_location, ${shown(location, sql`${users.city}`)} as city,
    ${shown(location, sql`${users.country}`)} as country,
    ${career} as show_career, ${shown(career, sql`${users.jobTitle}`)} as job_title,
    ${shown(career, sql`${users.businessName}`)} as business_name,
    ${shown(career, sql`${users.industry}`)} as industry,
    ${shown(career, sql`${users.skills}`)} as skills,
    ${shown(career, sql`${users.openTo}`)} as open_to,
    ${social} as show_social, ${shown(social, sql`${users.socialMedia}`)} as social_media`;
}

const verified = sql`${users.membershipStatus} = 'verified'`;

export type DirectoryFilters = Omit<DirectoryQuery, 'cursor' | 'limit'>;

/** The filters, each on a field only where the caller may see it. Combined with AND. */
function filtersOf(filters: DirectoryFilters, caller: Caller): SQL | undefined {
  const location = visible('location', caller);
  const career = visible('career', caller);
  const conditions: (SQL | undefined)[] = [verified];
  const q = filters.q?.trim();
  if (q) {
    const name = containsPattern(searchText(q));
    // City, job title, company and skills are matched as search_fold (migration 0030) reads them,
    // stored beside them (city_search, career_search): lower-cased, accents off, so "sao paulo"
    // finds "São Paulo". The query is folded by the same function, in SQL, so both sides agree
    // on every letter the unaccent rules know.
    const text = sql`search_fold(${containsPattern(q)})`;
    // career_search: job title, company and skills in one folded column (0025, 0030). The first
    // test alone is what the trigram indexes answer; the second keeps only what may be seen.
    conditions.push(
      sql`(${users.nameSearch} like ${name} or ${users.citySearch} like ${text}
           or ${users.careerSearch} like ${text})`,
      sql`(${users.nameSearch} like ${name}
      or (${location} and ${users.citySearch} like ${text})
      or (${career} and ${users.careerSearch} like ${text}))`,
    );
  }
  if (filters.batch !== undefined) conditions.push(sql`${users.batch} = ${filters.batch}`);
  if (filters.batchFrom !== undefined) conditions.push(sql`${users.batch} >= ${filters.batchFrom}`);
  if (filters.batchTo !== undefined) conditions.push(sql`${users.batch} <= ${filters.batchTo}`);
  if (filters.city)
    conditions.push(sql`${location} and ${users.citySearch} = search_fold(${filters.city})`);
  if (filters.country) conditions.push(sql`${location} and ${users.country} = ${filters.country}`);
  if (filters.industry) conditions.push(sql`${career} and ${users.industry} = ${filters.industry}`);
  if (filters.skill)
    conditions.push(
      sql`${career} and exists (select 1 from unnest(${users.skills}) as skill
                                 where search_fold(skill) = search_fold(${filters.skill}))`,
    );
  if (filters.openTo)
    conditions.push(
      sql`${career} and ${users.openTo} @> array[${filters.openTo satisfies OpenTo}]::text[]`,
    );
  return and(...conditions);
}

/**
 * A page in name order after `after` (the last card's key), one more than asked when more follow.
 * The first page (no `after`) also counts every match in the same pass (`total` on each row): the
 * matches are read for the sort anyway, and a second query cost as much again (bench: directory).
 */
export async function listCards(
  db: Database,
  caller: Caller,
  filters: DirectoryFilters,
  page: { after?: { nameSearch: string; id: string } | undefined; limit: number },
) {
  const after = page.after
    ? sql`(${users.nameSearch}, ${users.id}) > (${page.after.nameSearch}, ${page.after.id}::uuid)`
    : undefined;
  const total = page.after ? sql`` : sql`, count(*) over ()::int as total`;
  const result = await db.execute<CardRow & { total?: number }>(sql`
    select ${cardColumns(caller)}${total} from ${users}
    where ${and(filtersOf(filters, caller), after)}
    order by ${users.nameSearch}, ${users.id}
    limit ${page.limit + 1}`);
  return result.rows;
}

/** One member's card: verified members, or anyone for a site admin or for themselves; never a deleted account. */
export async function findCard(db: Database, caller: Caller, id: string) {
  const allowed = caller.isAdmin ? sql`true` : sql`(${verified} or ${users.id} = ${caller.id})`;
  const result = await db.execute<CardRow>(sql`
    select ${cardColumns(caller)} from ${users}
    where ${users.id} = ${id} and ${allowed} and ${users.deletedAt} is null`);
  return result.rows[0];
}

/** Counts by country and by city (the 200 largest), of places the caller may see. */
export async function countPlaces(db: Database, caller: Caller, filters: DirectoryFilters) {
  const where = and(filtersOf(filters, caller), visible('location', caller));
  const countries = await db.execute<{ country: string; members: number }>(sql`
    select ${users.country} as country, count(*)::int as members from ${users}
    where ${where} and ${users.country} is not null
    group by ${users.country} order by members desc, country limit 300`);
  const cities = await db.execute<{ city: string; country: string | null; members: number }>(sql`
    select min(${users.city}) as city, ${users.country} as country, count(*)::int as members
    from ${users}
    where ${where} and coalesce(btrim(${users.city}), '') <> ''
    group by btrim(${users.citySearch}), ${users.country}
    order by members desc, city limit 200`);
  return { countries: countries.rows, cities: cities.rows };
}

/** Verified members by batch. */
export async function batchCounts(db: Database) {
  const result = await db.execute<{ batch: number; members: number }>(sql`
    select ${users.batch} as batch, count(*)::int as members from ${users}
    where ${verified} and ${users.batch} is not null
    group by ${users.batch} order by ${users.batch} desc`);
  return result.rows;
}

/**
 * A batch's verified members, and how many joined within the last 30 days (their verification,
 * or their sign-up when they were verified at once).
 */
export async function batchSummary(db: Database, batch: number) {
  const result = await db.execute<{ members: number; new_this_month: number }>(sql`
    select count(*)::int as members,
      (count(*) filter (where coalesce(${users.membershipDecidedAt}, ${users.createdAt})
                              >= now() - interval '30 days'))::int as new_this_month
    from ${users} where ${verified} and ${users.batch} = ${batch}`);
  return result.rows[0] ?? { members: 0, new_this_month: 0 };
}

/** The batch's representatives as cards, in name order. */
export async function repCards(db: Database, caller: Caller, batch: number) {
  const result = await db.execute<CardRow>(sql`
    select ${cardColumns(caller)} from ${users}
    join ${batchReps} on ${batchReps.userId} = ${users.id} and ${batchReps.batch} = ${batch}
    order by ${users.nameSearch}, ${users.id}`);
  return result.rows;
}

/** Of `ids` (uuids, checked by the route's schema), those that are not accounts. */
export async function unknownUsers(db: Database, ids: string[]) {
  if (ids.length === 0) return [];
  const result = await db.execute<{ id: string }>(sql`
    select t.id from unnest(${`{${ids.join(',')}}`}::uuid[]) as t(id)
    where not exists (select 1 from ${users} where ${users.id} = t.id)`);
  return result.rows.map((row) => row.id);
}

/** Makes `ids` the batch's representatives, in place of whoever they were. */
export async function replaceReps(db: Database, batch: number, ids: string[]) {
  await db.transaction(async (tx) => {
    await tx.delete(batchReps).where(sql`${batchReps.batch} = ${batch}`);
    if (ids.length > 0)
      await tx
        .insert(batchReps)
        .values(ids.map((userId) => ({ batch, userId })))
        .onConflictDoNothing();
  });
}
