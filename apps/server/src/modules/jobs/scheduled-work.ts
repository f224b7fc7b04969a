import { z } from 'zod';
import type { Database } from '../../db/client';
import { purgeExpired } from '../auth/housekeeping';
import type { Notifier } from '../registrations/emails';
import { defineReminderJob } from '../registrations/reminders';
import { defineHoldExpiryJob } from '../tickets/holds';
import { purgeOldWebVitals } from '../web-vitals/repository';
import type { JobQueue } from './queue';

/**
 * The work that runs on a schedule (its cron is in policies.ts): reminders, expiring holds, and
 * the hourly clean-up of expired sessions and tokens, old throttle windows and web-vitals samples.
 */
export function defineScheduledWork(db: Database, jobs: JobQueue, notifier: Notifier) {
  defineReminderJob(db, jobs, notifier);
  defineHoldExpiryJob(db, jobs, notifier);
  jobs.define('housekeeping', z.object({}).passthrough(), async () => {
    await purgeExpired(db);
    await purgeOldWebVitals(db);
  });
}
