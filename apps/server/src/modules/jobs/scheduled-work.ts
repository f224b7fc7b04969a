import { z } from 'zod';
import type { Database } from '../../db/client';
import type { Notifier } from '../registrations/emails';
import { defineReminderJob } from '../registrations/reminders';
import { defineHoldExpiryJob } from '../tickets/holds';
import { pruneRetained, type RetentionSettings } from '../retention/prune';
import type { JobQueue } from './queue';

/**
 * The work that runs on a schedule (its cron is in policies.ts): reminders, expiring holds, and
 * the hourly clean-up of old mail, expired sessions and tokens, old throttle windows and
 * web-vitals samples (retention/prune.ts).
 */
export function defineScheduledWork(
  db: Database,
  jobs: JobQueue,
  notifier: Notifier,
  retention: { settings?: RetentionSettings; clock?: () => Date } = {},
) {
  defineReminderJob(db, jobs, notifier);
  defineHoldExpiryJob(db, jobs, notifier);
  jobs.define('housekeeping', z.object({}).passthrough(), async () => {
    await pruneRetained(db, retention.settings, retention.clock?.());
  });
}
