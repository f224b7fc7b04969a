import { z } from 'zod';
import type { JobQueue } from '../jobs/queue';
import { sendMentoringMail } from './mail';
import * as repo from './repository';
import type { Mentoring } from './service';

/**
 * Nothing sits for ever (issue 37): reminds mentors of requests waiting 3 and 10 days and
 * expires those unanswered after 14, telling the mentee and suggesting other mentors. Each batch
 * is claimed with SKIP LOCKED and stamped (or moved) in the transaction that queues its emails,
 * so processes running this together send each email once; a run after downtime catches up.
 */
export async function sweepMentoring(ctx: Mentoring, batch = 100) {
  const now = ctx.now();
  let reminded = 0;
  let expired = 0;
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const due = await repo.claimDueExpiries(tx, now, batch);
      for (const request of due) await sendMentoringMail(tx, ctx, 'expired', request, { now });
      return due.length;
    });
    expired += done;
    if (done < batch) break;
  }
  for (;;) {
    const done = await ctx.db.transaction(async (tx) => {
      const due = await repo.claimDueReminders(tx, now, batch);
      for (const request of due) await sendMentoringMail(tx, ctx, 'reminder', request, { now });
      return due.length;
    });
    reminded += done;
    if (done < batch) break;
  }
  return { reminded, expired };
}

/** The ten-minute `mentoring-sweep` job: one run across every process per tick (ADR 45). */
export function defineMentoringSweep(jobs: JobQueue, ctx: Mentoring) {
  jobs.define('mentoring-sweep', z.object({}).passthrough(), async () => {
    await sweepMentoring(ctx);
  });
}
