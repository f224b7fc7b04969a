import { and, asc, count, eq, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema/index';
import type { UserRow } from '../auth/repository';
import { containsPattern } from '../../db/like-pattern';
import { withNameSearch } from '../../db/name-search';

// Every members-directory query, in one place.

/** Name, business or city containing `q`, case-insensitive. */
function matching(q: string | undefined): SQL | undefined {
  const text = q?.trim();
  if (!text) return undefined;
  const pattern = containsPattern(text.toLowerCase());
  return or(
    sql`lower(${users.name}) like ${pattern}`,
    sql`lower(coalesce(${users.businessName}, '')) like ${pattern}`,
    sql`lower(coalesce(${users.city}, '')) like ${pattern}`,
  );
}

export async function listMembers(
  db: Database,
  options: { q?: string | undefined; offset: number; limit: number },
): Promise<UserRow[]> {
  return db
    .select()
    .from(users)
    .where(and(isNull(users.deletedAt), matching(options.q)))
    .orderBy(asc(sql`lower(${users.name})`), asc(users.id))
    .offset(options.offset)
    .limit(options.limit);
}

export async function countMembers(db: Database, q?: string) {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(and(isNull(users.deletedAt), matching(q)));
  return row?.total ?? 0;
}

export async function findMember(db: Database, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

export async function updateMember(
  db: Database,
  id: string,
  values: { name: string; mobile: string; isAdmin: boolean },
) {
  const [row] = await db
    .update(users)
    .set({ ...withNameSearch(values), updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/**
 * Whether a site admin other than `id` exists. Locks the admins' rows, so two admins demoting
 * each other at once cannot leave the portal with none.
 */
export async function anotherAdminExists(db: Database, id: string) {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.isAdmin, true), ne(users.id, id)))
    .for('update');
  return rows.length > 0;
}
