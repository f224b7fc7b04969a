import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { purgeExpired } from '../auth/housekeeping';
import { purgeOldWebVitals } from '../web-vitals/repository';

/** How many days each kind of record is kept (README: "What is kept, for how long"). */
export interface RetentionSettings {
  outboxDays: number;
  webVitalsDays: number;
  expiredSessionDays: number;
  /** The bell's notifications, read or not: a year of them is more than anyone scrolls back. */
  notificationDays: number;
}

export const defaultRetention: RetentionSettings = {
  outboxDays: 90,
  webVitalsDays: 35,
  expiredSessionDays: 30,
  notificationDays: 365,
};

/**
 * The hourly housekeeping's deletions (issue 39): mail older than its days (never one still
 * waiting for delivery), the bell's notifications, web-vitals samples, sessions past their expiry,
 * spent reset tokens and old throttle windows. `now` is the housekeeping job's clock, so a test can run it later.
 */
export async function pruneRetained(
  db: Database,
  settings: RetentionSettings = defaultRetention,
  now = new Date(),
) {
  const outboxCutOff = new Date(now.getTime() - settings.outboxDays * 86_400_000);
  const mail = await db.execute(sql`
    delete from outbox where created_at < ${outboxCutOff} and status <> 'queued'`);
  const notificationCutOff = new Date(now.getTime() - settings.notificationDays * 86_400_000);
  const told = await db.execute(sql`
    delete from notifications where created_at < ${notificationCutOff}`);
  const accounts = await purgeExpired(db, settings.expiredSessionDays, now);
  const webVitals = await purgeOldWebVitals(db, now, settings.webVitalsDays);
  return { outbox: mail.rowCount ?? 0, notifications: told.rowCount ?? 0, webVitals, ...accounts };
}
