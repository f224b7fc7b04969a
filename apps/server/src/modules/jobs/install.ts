import { jobQueueNames } from '@portal/contract';
import PgBoss from 'pg-boss';
import type pg from 'pg';
import { bossQueueOptions, queuePolicies } from './policies';

/** pg-boss's own schema (its default): the queue's tables live there, apart from the portal's. */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/** A job still running this long after it was claimed is taken as lost with its process. */
export const DEFAULT_JOB_TIMEOUT_SECONDS = 300;

/**
 * Installs (or upgrades) pg-boss's tables in the `pgboss` schema and our queues, with the
 * migrations and under their lock. A database that had mail waiting in the outbox before the
 * queue existed gets a delivery job for each message, once, so nothing queued is stranded.
 */
export async function installJobQueues(client: pg.ClientBase) {
  const db = {
    executeSql: (text: string, values?: unknown[]) => client.query(text, values),
  };
  const boss = new PgBoss({ db, supervise: false, schedule: false, migrate: true });
  const installedBefore = await boss.isInstalled();
  await boss.start();
  try {
    for (const name of jobQueueNames) {
      const options = bossQueueOptions(queuePolicies[name], DEFAULT_JOB_TIMEOUT_SECONDS);
      if (await boss.getQueue(name)) await boss.updateQueue(name, { name, ...options });
      else await boss.createQueue(name, { name, ...options });
    }
  } finally {
    await boss.stop({ graceful: false, close: false });
  }
  if (!installedBefore)
    await client.query(`
      insert into pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in, policy)
      select 'send-mail', jsonb_build_object('outboxId', id), q.retry_limit, q.retry_delay,
        q.retry_backoff, make_interval(secs => q.expire_seconds), q.policy
      from outbox, pgboss.queue q
      where outbox.status = 'queued' and q.name = 'send-mail'`);
}

/**
 * After a restore: the queue's jobs belong to the data that was replaced (a delivery job names an
 * outbox row by id), so they go, and the queue is installed afresh from the restored data, which
 * queues a delivery for each message the restored outbox still holds. Scheduled work comes back
 * with the cron; a reset link or invitation in flight is lost with the data it was for.
 */
export async function reinstallJobQueues(client: pg.ClientBase) {
  await client.query(`drop schema if exists ${JOB_QUEUE_SCHEMA} cascade`);
  await installJobQueues(client);
}
