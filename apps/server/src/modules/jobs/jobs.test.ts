import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { jobQueueNames } from '@portal/contract';
import { z } from 'zod';
import { makeAdmin, signUp } from '../../test/accounts';
import { silentLogger } from '../../test/silent-logger';
import { useTestApp } from '../../test/test-app';
import { JobQueue } from './queue';

describe('job queue', () => {
  const ctx = useTestApp();
  const admin = async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    return account;
  };
  /** A queue of this test's own, on the app's database, with `run` as the housekeeping job. */
  const ownQueue = (run: (data: { n?: number }) => Promise<void>) => {
    const jobs = new JobQueue(ctx.db, undefined, silentLogger, { timeoutSeconds: 60 });
    jobs.define('housekeeping', z.object({ n: z.number().optional() }), run);
    return jobs;
  };
  const retriesFallDue = () =>
    ctx.db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
  const clearQueue = () => ctx.db.execute(sql`delete from pgboss.job where name = 'housekeeping'`);

  it('refuses visitors (401) and plain members (403) on every background-work call', async () => {
    const member = await signUp(ctx.app);
    for (const route of [
      { method: 'GET', url: '/api/admin/jobs' },
      { method: 'GET', url: '/api/admin/jobs/failed' },
      { method: 'POST', url: '/api/admin/jobs/send-mail/retry' },
    ] as const) {
      expect((await ctx.app.inject(route)).statusCode, route.url).toBe(401);
      expect((await ctx.app.inject({ ...route, headers: member.auth })).statusCode).toBe(403);
    }
  });

  it('retries a job that throws with back-off, keeps it as failed with its error after its tries, and retries it when an admin asks', async () => {
    await clearQueue();
    let calls = 0;
    let healed = false;
    const jobs = ownQueue(async () => {
      calls++;
      if (!healed) throw new Error('the printer is on fire');
    });
    await jobs.send(ctx.db, 'housekeeping', { n: 1 });
    await jobs.runQueued();
    expect(calls).toBe(1);
    // Not tried again at once: the retry waits its delay.
    expect(await jobs.runQueued()).toBe(0);
    for (let i = 0; i < 5; i++) {
      await retriesFallDue();
      await jobs.runQueued();
    }
    expect(calls).toBe(3); // the first try and the policy's two retries, then no more

    const { auth } = await admin();
    const stats = await ctx.app.inject({ url: '/api/admin/jobs', headers: auth });
    expect(stats.statusCode).toBe(200);
    const queues: { name: string }[] = stats.json().queues;
    expect(queues.map((queue) => queue.name)).toContain('send-mail');
    expect(queues.find((queue) => queue.name === 'housekeeping')).toEqual({
      name: 'housekeeping',
      queued: 0,
      active: 0,
      failed: 1,
      completedLastDay: 0,
      oldestQueuedSeconds: 0,
    });
    const failed = await ctx.app.inject({
      url: '/api/admin/jobs/failed?queue=housekeeping',
      headers: auth,
    });
    expect(failed.json().items).toEqual([
      expect.objectContaining({
        queue: 'housekeeping',
        attempts: 3,
        error: 'the printer is on fire',
      }),
    ]);
    expect(
      (await ctx.app.inject({ url: '/api/admin/jobs/failed?queue=nope', headers: auth }))
        .statusCode,
    ).toBe(400);

    healed = true;
    await ctx.db.execute(
      sql`update pgboss.job set start_after = now() - interval '3 hours' where name = 'housekeeping'`,
    );
    const retried = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/jobs/housekeeping/retry',
      headers: auth,
    });
    expect(retried.json()).toEqual({ retried: 1 });
    // Waiting since the retry, not since the first try.
    const waiting = await ctx.app.inject({ url: '/api/admin/jobs', headers: auth });
    expect(waiting.json().queues.map((queue: { name: string }) => queue.name)).toEqual([
      ...jobQueueNames,
    ]);
    expect(
      waiting.json().queues.find((queue: { name: string }) => queue.name === 'housekeeping'),
    ).toMatchObject({ queued: 1, failed: 0, oldestQueuedSeconds: 0 });
    expect(await jobs.runQueued()).toBe(1);
    expect(calls).toBe(4);
    const after = await ctx.app.inject({ url: '/api/admin/jobs', headers: auth });
    expect(
      after.json().queues.find((queue: { name: string }) => queue.name === 'housekeeping'),
    ).toMatchObject({ failed: 0, completedLastDay: 1 });
    expect(
      (await ctx.app.inject({ method: 'POST', url: '/api/admin/jobs/nope/retry', headers: auth }))
        .statusCode,
    ).toBe(400);
  });

  it('ends a job whose payload no longer fits cleanly, without retrying it', async () => {
    await clearQueue();
    let calls = 0;
    const jobs = ownQueue(async () => void calls++);
    await jobs.send(ctx.db, 'housekeeping', { n: 'not a number' });
    expect(await jobs.runQueued()).toBe(1);
    await retriesFallDue();
    expect(await jobs.runQueued()).toBe(0);
    expect(calls).toBe(0);
  });

  it("commits a job's effects with its completion: a failure after the commit does not run it again", async () => {
    await clearQueue();
    await ctx.db.execute(sql`create table if not exists job_effects_probe (n int)`);
    const jobs = new JobQueue(ctx.db, undefined, silentLogger, { timeoutSeconds: 60 });
    jobs.define('housekeeping', z.object({}), async (_data, job) => {
      await ctx.db.transaction(async (tx) => {
        await tx.execute(sql`insert into job_effects_probe values (1)`);
        await job.completeIn(tx);
      });
      throw new Error('the process dies after its commit');
    });
    await jobs.send(ctx.db, 'housekeeping', {});
    await jobs.runQueued();
    await retriesFallDue();
    await jobs.runQueued();
    const effects = await ctx.db.execute(sql`select count(*)::int as n from job_effects_probe`);
    expect(effects.rows[0]).toEqual({ n: 1 });
  });

  it('queues nothing when the transaction that sent a job rolls back', async () => {
    await clearQueue();
    await ctx.db
      .transaction(async (tx) => {
        await ctx.app.jobs.send(tx, 'housekeeping', {});
        throw new Error('the request failed');
      })
      .catch(() => undefined);
    const queued = await ctx.db.execute(
      sql`select count(*)::int as n from pgboss.job where name = 'housekeeping'`,
    );
    expect(queued.rows[0]).toEqual({ n: 0 });
  });

  it('says in the health check how long work waits, and degraded (still 200) past five minutes', async () => {
    await clearQueue();
    const fresh = await ctx.app.inject({ url: '/api/health' });
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json()).toMatchObject({ status: 'ok', jobs: { oldestQueuedSeconds: 0 } });
    await ctx.app.jobs.send(ctx.db, 'housekeeping', {});
    await ctx.db.execute(
      sql`update pgboss.job set start_after = now() - interval '7 minutes' where name = 'housekeeping'`,
    );
    const late = await ctx.app.inject({ url: '/api/health' });
    expect(late.statusCode).toBe(200);
    expect(late.headers['retry-after']).toBeUndefined();
    expect(late.json().status).toBe('degraded');
    expect(late.json().jobs.oldestQueuedSeconds).toBeGreaterThanOrEqual(420);
    await clearQueue();
  });
});
