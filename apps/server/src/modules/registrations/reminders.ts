import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/database-errors';
import { events, registrations } from '../../db/schema/index';
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

/** Runs the reminder sweep every few minutes until stopped. */
export function startReminderJob(
  db: Database,
  notifier: Notifier,
  log: FastifyBaseLogger,
  everyMs = 5 * 60_000,
) {
  const sweep = async () => {
    try {
      const sent = await sendDueReminders(db, notifier);
      if (sent > 0) log.info({ sent }, 'event reminders queued');
    } catch (error) {
      // An outage is not a bug: the next sweep picks up what this one could not.
      if (isDatabaseUnavailable(error))
        log.warn('event reminder sweep skipped: database unavailable');
      else log.error({ err: error }, 'event reminder sweep failed');
    }
  };
  void sweep();
  const timer = setInterval(() => void sweep(), everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
