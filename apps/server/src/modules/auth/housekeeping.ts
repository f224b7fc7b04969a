import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

/**
 * Deletes what can no longer matter: sessions expired or revoked a day ago, used or expired reset
 * tokens, and throttle windows older than the longest limit. Safe to run from every process.
 */
export async function purgeExpired(db: Database) {
  const sessions = await db.execute(sql`
    delete from sessions
    where expires_at < now() - interval '1 day' or revoked_at < now() - interval '1 day'
       or last_used_at < now() - interval '8 days'`);
  const resets = await db.execute(sql`
    delete from password_resets where expires_at < now() - interval '1 day' or used_at is not null`);
  // Two-step sign-in challenges (ADR 55) die after five minutes; their rows wait here to go.
  await db.execute(sql`delete from sign_in_challenges where expires_at < now() - interval '1 day'`);
  const windows = await db.execute(
    sql`delete from auth_throttle where window_start < now() - interval '1 day'`,
  );
  return {
    sessions: sessions.rowCount ?? 0,
    resets: resets.rowCount ?? 0,
    throttleWindows: windows.rowCount ?? 0,
  };
}
