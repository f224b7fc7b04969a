import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { events, registrations } from '../../db/schema/index';
import type { JobQueue } from '../jobs/queue';
import { sendRegistrationMail, type Notifier } from './emails';

/**
 * Emails everyone who wants updates about an event starting within the next 24 hours, once.
 * Rows are claimed with SKIP LOCKED and stamped in the same transaction as their emails are
 * queued, so several server processes running this together still send each reminder once.
 */
export async function sendDueReminders(db: Database, notifier: Notifier, batch = 200) {
  return db.transaction(async (tx) => {
    const due = await tx.execute<{ id: string }>(sql`
      select r.id from ${registrations} r join ${events} e on e.id = r.event_id
      where r.wants_updates and r.reminder_sent_at is null
        and r.status in ('confirmed', 'checked_in') and e.status = 'published'
        and e.starts_at > now() and e.starts_at <= now() + interval '24 hours'
      order by e.starts_at, r.id
      limit ${batch}
      for update of r skip locked`);
    const ids = due.rows.map((row) => row.id);
    if (ids.length === 0) return 0;
    const claimed = await tx
      .update(registrations)
      .set({ reminderSentAt: sql`now()` })
      .where(sql`${registrations.id} in ${ids}`)
      .returning();
    const eventRows = await tx
      .select()
      .from(events)
      .where(sql`${events.id} in ${[...new Set(claimed.map((row) => row.eventId))]}`);
    const byId = new Map(eventRows.map((event) => [event.id, event]));
    for (const row of claimed) {
      const event = byId.get(row.eventId);
      if (event) await sendRegistrationMail(tx, notifier, 'reminder', event, row, row.ticket);
    }
    return claimed.length;
  });
}

/** The five-minute `event-reminders` job: one run across every process per tick (ADR 45). */
export function defineReminderJob(db: Database, jobs: JobQueue, notifier: Notifier) {
  jobs.define('event-reminders', z.object({}).passthrough(), async () => {
    // Batches until nothing is due: a run after downtime catches up on everything missed.
    while ((await sendDueReminders(db, notifier)) > 0);
  });
}
