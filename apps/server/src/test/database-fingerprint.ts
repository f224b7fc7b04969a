import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * One checksum per table of the public schema, so a test can prove a refused call changed
 * nothing. `skip` names tables whose rows move on any call (sessions' last use, throttles).
 */
export async function databaseFingerprint(db: Database, skip: ReadonlySet<string>) {
  const tables = await db.execute<{ table_name: string }>(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  );
  const sums: Record<string, string> = {};
  for (const { table_name: table } of tables.rows) {
    if (skip.has(table)) continue;
    const result = await db.execute<{ sum: string | null }>(
      sql.raw(`select md5(string_agg(t::text, '|' order by t::text)) as sum from "${table}" t`),
    );
    sums[table] = result.rows[0]?.sum ?? 'empty';
  }
  return sums;
}
