import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { SESSION_IDLE_MS } from './repository';

/**
 * Deletes what can no longer matter: sessions expired, revoked or idle past their end for
 * `expiredSessionDays` (RETENTION_EXPIRED_SESSION_DAYS, README "What is kept, for how long"),
 * used or expired reset tokens, and throttle windows older than the longest limit. Safe to run
 * from every process; `now` lets a test run it later.
 */
export async function purgeExpired(db: Database, expiredSessionDays = 1, now = new Date()) {
  const cutOff = new Date(now.getTime() - expiredSessionDays * 86_400_000);
  const idleCutOff = new Date(cutOff.getTime() - SESSION_IDLE_MS);
  const sessions = await db.execute(sql`
    delete from sessions
    where expires_at < ${cutOff} or revoked_at < ${cutOff} or last_used_at < ${idleCutOff}`);
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
