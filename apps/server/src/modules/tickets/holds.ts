import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client';
import { registrations } from '../../db/schema/index';
import { lockEvent } from '../events/repository';
import type { JobQueue } from '../jobs/queue';
import type { Notifier } from '../registrations/emails';
import { promoteWaitlist } from '../registrations/waitlist';
import { recordLedger } from './ledger';

/**
 * Marks paid tickets' holds past their time expired and moves each event's waiting list. Counts
 * already ignore an expired hold (repository.holdsPlace); this makes it visible and lets the
 * next in line in. One event at a time under its lock, so it never races an admission.
 */
export async function expireHolds(db: Database, notifier: Notifier) {
  const due = await db.execute<{ event_id: string }>(sql`select distinct event_id
    from ${registrations} where status = 'awaiting_payment' and hold_expires_at <= now()`);
  let expired = 0;
  for (const { event_id: eventId } of due.rows)
    await db.transaction(async (tx) => {
      await lockEvent(tx, eventId);
      const rows = await tx
        .update(registrations)
        .set({ status: 'expired', cancelledAt: sql`now()` })
        .where(
          sql`${registrations.eventId} = ${eventId} and ${registrations.status} = 'awaiting_payment'
            and ${registrations.holdExpiresAt} <= now()`,
        )
        .returning();
      for (const row of rows) await recordLedger(tx, row, 'hold_expired');
      expired += rows.length;
      await promoteWaitlist(tx, eventId, notifier);
    });
  return expired;
}

/** The every-minute `ticket-holds` job: one run across every process per tick (ADR 45). */
export function defineHoldExpiryJob(db: Database, jobs: JobQueue, notifier: Notifier) {
  jobs.define('ticket-holds', z.object({}).passthrough(), async () => {
    await expireHolds(db, notifier);
  });
}
