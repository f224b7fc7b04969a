import { jobQueueNames, type JobQueueName } from '@portal/contract';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import type { z } from 'zod';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { isDatabaseUnavailable } from '../../db/database-errors';
import { listen, type Listening } from '../../db/listen';
import { bossQueueOptions, queuePolicies } from './policies';
import { executorFor } from './sql-executor';

/** What a running job knows of itself. */
export interface JobContext {
  id: string;
  queue: JobQueueName;
  /** 1 for the first try. */
  attempt: number;
  /**
   * Marks the job done inside `tx`, so its effects and its completion commit together: a retry
   * after a crash that came after the commit finds the job finished and does nothing twice.
   */
  completeIn(tx: Database): Promise<void>;
}

interface Handler {
  payload: z.ZodType;
  run: (data: never, job: JobContext) => Promise<void>;
}

export interface JobQueueOptions {
  /** A claimed job still running after this is taken as lost with its process, and run again. */
  timeoutSeconds: number;
  /** How often an idle process looks for due work it was not told about (retries falling due). */
  pollMs?: number;
}

export interface SendOptions {
  /** Not before then (a reminder, an expiry). */
  startAfter?: Date;
  /** With `singletonSeconds`: one job per key in each slot of that many seconds; more are dropped. */
  singletonKey?: string;
  singletonSeconds?: number;
}

const NOTIFY_CHANNEL = 'jobs';

/**
 * Durable background work on PostgreSQL (ADR 45), through pg-boss: jobs are rows, claimed with
 * SKIP LOCKED by whichever process is free, retried with back-off, kept as failed with their error
 * after their last try, and taken back from a process that died holding them. `send` writes in
 * the caller's transaction, so work a request promises exists exactly when its writes do.
 *
 * Every app can send; only a started one runs jobs and schedules (the server; tests run what
 * they queued with `runQueued`, the same code path, so nothing waits on a timer).
 */
export class JobQueue {
  private boss: PgBoss;
  private readonly handlers = new Map<JobQueueName, Handler>();
  private readonly loops: Promise<void>[] = [];
  private readonly wakers = new Set<() => void>();
  private listening: Listening | undefined;
  private starting: Promise<void> | undefined;
  private stopped = false;
  private waitingForDatabase = false;

  constructor(
    private readonly db: Database,
    private readonly pool: pg.Pool | undefined,
    private readonly log: FastifyBaseLogger,
    private readonly options: JobQueueOptions,
  ) {
    this.boss = this.newBoss();
  }

  private newBoss() {
    const boss = new PgBoss({
      db: executorFor(this.db),
      migrate: false,
      // Lost claims are looked for often enough to be retried within a quarter of the timeout.
      maintenanceIntervalSeconds: Math.max(
        1,
        Math.min(60, Math.floor(this.options.timeoutSeconds / 4)),
      ),
      // Failed jobs stay where an admin can retry them for two weeks; finished ones leave after
      // two days (their payloads may name a person).
      archiveFailedAfterSeconds: 14 * 24 * 3600,
      deleteAfterDays: 2,
    });
    boss.on('error', (error: unknown) => this.databaseTrouble(error, 'job queue'));
    return boss;
  }

  /** Says what runs a queue's jobs; `payload` checks each job's data before it runs. */
  define<S extends z.ZodType>(
    name: JobQueueName,
    payload: S,
    run: (data: z.infer<S>, job: JobContext) => Promise<void>,
  ) {
    if (this.handlers.has(name)) throw new Error(`job queue ${name} is defined twice`);
    this.handlers.set(name, { payload, run: run as Handler['run'] });
  }

  /**
   * Queues one job through `db`: pass the request's transaction so the job commits with its
   * writes. Every process listening is told when it commits (NOTIFY is transactional).
   */
  async send(db: Database, name: JobQueueName, data: object, options: SendOptions = {}) {
    await this.sendMany(db, name, [data], options);
  }

  async sendMany(
    db: Database,
    name: JobQueueName,
    items: readonly object[],
    options: SendOptions = {},
  ) {
    if (items.length === 0) return;
    await this.boss.insert(
      items.map((data) => ({
        name,
        data,
        expireInSeconds: this.options.timeoutSeconds,
        ...options,
      })),
      { db: executorFor(db) },
    );
    await db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${name})`);
  }

  /**
   * Gives every failed job of `name` one more try, now; returns how many. As pg-boss's `retry`,
   * and its wait counted from now (pg-boss keeps the first try's time, so a job that failed hours
   * ago would read as hours late).
   */
  async retryFailed(name: JobQueueName) {
    const retried = await this.db.execute(sql`
      update pgboss.job set state = 'retry', retry_limit = retry_limit + 1, start_after = now()
      where name = ${name} and state = 'failed'`);
    await this.db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${name})`);
    return retried.rowCount ?? 0;
  }

  /** Starts running jobs and schedules in this process (the server, and the two-process tests). */
  start() {
    this.starting ??= this.beginWhenAvailable();
    return this.starting;
  }

  /**
   * A database that is away or slow at start-up (a restart, a loaded machine) delays the
   * background work, with back-off, instead of stopping the server; anything else is a bug.
   */
  private async beginWhenAvailable() {
    for (let waitMs = 500; ; waitMs = Math.min(waitMs * 2, 30_000)) {
      try {
        return await this.begin();
      } catch (error) {
        if (this.stopped || !isDatabaseUnavailable(error)) throw error;
        this.databaseTrouble(error, 'job queue');
        // pg-boss does not start twice: a new one takes the half-started one's place.
        await this.boss.stop({ graceful: false, close: false }).catch(() => undefined);
        this.boss = this.newBoss();
        await this.sleep(waitMs);
        if (this.stopped) return;
      }
    }
  }

  private async begin() {
    await this.boss.start();
    for (const name of jobQueueNames) {
      if (this.stopped) return; // closing while still starting: nothing more to begin
      const policy = queuePolicies[name];
      await this.boss.updateQueue(name, {
        name,
        ...bossQueueOptions(policy, this.options.timeoutSeconds),
      });
      if (policy.schedule) await this.boss.schedule(name, policy.schedule, {}, { tz: 'UTC' });
    }
    if (this.stopped) return;
    if (this.pool)
      this.listening = listen(
        this.pool,
        NOTIFY_CHANNEL,
        () => this.wakeAll(),
        (message) => this.log.warn(message),
      );
    for (const name of this.handlers.keys()) this.loops.push(this.loop(name));
  }

  /** Stops claiming; waits for the jobs already running to finish. */
  async stop() {
    if (this.stopped) return;
    this.stopped = true;
    this.wakeAll();
    // A start cut short by closing (the database going with it) is no failure of its own.
    const started = await this.starting?.then(
      () => true,
      () => false,
    );
    await this.listening?.stop();
    await Promise.all(this.loops);
    if (started) await this.boss.stop({ graceful: false, close: false });
  }

  /**
   * Runs every job of `names` (all queues when absent) that is due now, until none is left,
   * in this process; returns how many ran. What tests use in place of waiting for a worker.
   */
  async runQueued(names: readonly JobQueueName[] = [...this.handlers.keys()]) {
    let total = 0;
    for (let ran = -1; ran !== 0;) {
      ran = 0;
      for (const name of names) ran += await this.runBatch(name);
      total += ran;
    }
    return total;
  }

  private async loop(name: JobQueueName) {
    const pollMs = this.options.pollMs ?? 2_000;
    while (!this.stopped) {
      let ran = 0;
      try {
        ran = await this.runBatch(name);
        if (this.waitingForDatabase)
          this.log.info('job queue: the database is back; running again');
        this.waitingForDatabase = false;
      } catch (error) {
        this.databaseTrouble(error, `job queue ${name}`);
      }
      if (ran === 0 && !this.stopped) await this.sleep(pollMs);
    }
  }

  private sleep(ms: number) {
    return new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.wakers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.wakers.add(wake);
    });
  }

  private wakeAll() {
    for (const wake of [...this.wakers]) wake();
  }

  /** One outage is one line, not one per poll per queue. */
  private databaseTrouble(error: unknown, where: string) {
    if (!isDatabaseUnavailable(error)) return this.log.error({ err: error }, `${where} failed`);
    if (!this.waitingForDatabase)
      this.log.warn('job queue: the database is unavailable; jobs wait for it');
    this.waitingForDatabase = true;
  }

  /** Claims up to the queue's batch and runs each; returns how many were claimed. */
  private async runBatch(name: JobQueueName) {
    const handler = this.handlers.get(name);
    if (!handler) return 0;
    // pg-boss answers a failed claim with no jobs; the error is kept here to be reported.
    let failure: unknown;
    const jobs = await this.boss.fetch<unknown>(name, {
      batchSize: queuePolicies[name].batch,
      includeMetadata: true,
      db: executorFor(this.db, (error) => (failure = error)),
    });
    if (failure) throw failure;
    if (!jobs || jobs.length === 0) return 0;
    const outcomes = await Promise.all(jobs.map((job) => this.runOne(name, handler, job)));
    // The batch's finished jobs completed in one statement (a no-op for those a handler already
    // completed in its own transaction); the database failing here leaves their claims to
    // expire, and each is then run again, as idempotent jobs may be.
    const done = jobs.filter((_job, index) => outcomes[index]).map((job) => job.id);
    if (done.length > 0) await this.boss.complete(name, done);
    return jobs.length;
  }

  /** Runs one job; true when it finished (to be completed), false when it was failed. */
  private async runOne(
    name: JobQueueName,
    handler: Handler,
    job: PgBoss.JobWithMetadata<unknown>,
  ): Promise<boolean> {
    const context: JobContext = {
      id: job.id,
      queue: name,
      attempt: job.retryCount + 1,
      completeIn: async (tx) => {
        await this.boss.complete(name, job.id, {}, { db: executorFor(tx) });
      },
    };
    const parsed = handler.payload.safeParse(job.data);
    if (!parsed.success) {
      // Data from an older version, or hand-made: nothing to do, and nothing to retry.
      this.log.warn({ queue: name, jobId: job.id }, 'job payload not understood; ended');
      return true;
    }
    try {
      await handler.run(parsed.data as never, context);
      return true;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      this.log.warn(
        { queue: name, jobId: job.id, attempt: context.attempt, err: error },
        job.retryCount < job.retryLimit ? 'job failed; it will be retried' : 'job failed for good',
      );
      // The database failing here too leaves the claim to expire: the job runs again then.
      await this.boss
        .fail(name, job.id, { message: message.slice(0, 2_000) })
        .catch((failError: unknown) => this.databaseTrouble(failError, `job queue ${name}`));
      return false;
    }
  }
}
