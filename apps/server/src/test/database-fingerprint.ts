import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Tables whose rows legitimately move on any call, refused or not: a session's last use, the
 * brute-force and per-address counters (a refused attempt still counts), the migration log, and
 * the portal's own keys, made on first use (a forged registration proof is checked against one).
 */
export const volatileTables: ReadonlySet<string> = new Set([
  'sessions',
  'auth_throttle',
  'server_secrets',
  '__drizzle_migrations',
]);

export type Fingerprint = Record<string, string>;

/**
 * One checksum per table of the public schema, so a test can prove a refused call changed
 * nothing. `skip` names tables whose rows move on any call (see volatileTables). Read in one
 * statement: one snapshot and one round trip, quick enough to take after every few requests.
 */
export async function databaseFingerprint(
  db: Database,
  skip: ReadonlySet<string>,
): Promise<Fingerprint> {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const names = tables.rows.map((row) => row.table_name).filter((name) => !skip.has(name));
  if (names.length === 0) return {};
  const sums = names.map(
    (name) =>
      `select '${name}' as name, md5(string_agg(t::text, '|' order by t::text)) as sum from "${name}" t`,
  );
  const result = await db.execute<{ name: string; sum: string | null }>(
    sql.raw(sums.join(' union all ')),
  );
  return Object.fromEntries(result.rows.map((row) => [row.name, row.sum ?? 'empty']));
}

/** The tables whose content differs between two fingerprints. */
export function changedTables(before: Fingerprint, after: Fingerprint): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => before[name] !== after[name]).sort();
}
