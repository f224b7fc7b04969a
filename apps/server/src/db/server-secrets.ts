import { sql } from 'drizzle-orm';
import type { Database } from './client';

/**
 * A secret made once per install and shared by every process through the database (the
 * registration challenge's key, the device cookies' key, the VAPID key pair): the first process
 * to ask stores `made`, every other one gets what was stored.
 */
export async function serverSecret(db: Database, name: string, made: string): Promise<string> {
  const storeOrRead = sql`
    with made as (
      insert into server_secrets (name, value) values (${name}, ${made})
      on conflict (name) do nothing returning value)
    select value from made
    union all select value from server_secrets where name = ${name}
    limit 1`;
  const first = await db.execute<{ value: string }>(storeOrRead);
  if (first.rows[0]) return first.rows[0].value;
  // Another process stored it in the same moment (two processes starting on a new install): our
  // insert waited for theirs and gave way, but this statement's snapshot predates their commit,
  // so the row is invisible to it. The next statement sees it.
  const again = await db.execute<{ value: string }>(storeOrRead);
  if (again.rows[0]) return again.rows[0].value;
  throw new Error(`the server secret "${name}" was neither stored nor found`);
}
