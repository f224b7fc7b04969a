import {
  jobQueueNames,
  type FailedJob,
  type JobQueueName,
  type JobQueueStats,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

const names = sql`array[${sql.join(
  jobQueueNames.map((name) => sql`${name}`),
  sql`, `,
)}]::text[]`;

/**
 * What waits, runs, failed and finished per queue. pg-boss keeps live jobs in `pgboss.job` and
 * moves finished ones to `pgboss.archive` after 12 hours, so the day's completions count both.
 */
export async function queueStats(db: Database): Promise<JobQueueStats[]> {
  const result = await db.execute<{
    name: JobQueueName;
    queued: number;
    active: number;
    failed: number;
    completed: number;
    oldest: number;
  }>(sql`
    with live as (
      select name,
        count(*) filter (where state in ('created', 'retry'))::int as queued,
        count(*) filter (where state = 'active')::int as active,
        count(*) filter (where state = 'failed')::int as failed,
        count(*) filter (where state = 'completed' and completed_on > now() - interval '1 day')::int
          as completed,
        coalesce(extract(epoch from now() - min(start_after)
          filter (where state in ('created', 'retry') and start_after <= now())), 0)::int as oldest
      from pgboss.job where name = any(${names}) group by name
    ), archived as (
      select name, count(*)::int as completed from pgboss.archive
      where name = any(${names}) and state = 'completed' and completed_on > now() - interval '1 day'
      group by name
    )
    select q.name, coalesce(l.queued, 0) as queued, coalesce(l.active, 0) as active,
      coalesce(l.failed, 0) as failed,
      coalesce(l.completed, 0) + coalesce(a.completed, 0) as completed,
      coalesce(l.oldest, 0) as oldest
    from unnest(${names}) with ordinality as q(name, position)
    left join live l on l.name = q.name left join archived a on a.name = q.name
    order by q.position`);
  return result.rows.map((row) => ({
    name: row.name,
    queued: row.queued,
    active: row.active,
    failed: row.failed,
    completedLastDay: row.completed,
    oldestQueuedSeconds: row.oldest,
  }));
}

/** How long the oldest job that could run now has waited, across every queue (the health check). */
export async function oldestQueuedSeconds(db: Database) {
  const result = await db.execute<{ oldest: number }>(sql`
    select coalesce(extract(epoch from now() - min(start_after)), 0)::int as oldest
    from pgboss.job
    where name = any(${names}) and state in ('created', 'retry') and start_after <= now()`);
  return result.rows[0]?.oldest ?? 0;
}

/** Failed jobs, newest first, with the error their last try threw. */
export async function failedJobs(db: Database, queue?: JobQueueName): Promise<FailedJob[]> {
  const result = await db.execute<{
    id: string;
    name: JobQueueName;
    attempts: number;
    error: string | null;
    created_on: Date | string;
    completed_on: Date | string | null;
  }>(sql`
    select id, name, retry_count + 1 as attempts, created_on, completed_on,
      coalesce(output->>'message', output->'value'->>'message', output::text) as error
    from pgboss.job
    where state = 'failed' and name = any(${queue ? sql`array[${queue}]::text[]` : names})
    order by completed_on desc nulls last, created_on desc
    limit 200`);
  const iso = (value: Date | string) => new Date(value).toISOString();
  return result.rows.map((row) => ({
    _id: row.id,
    queue: row.name,
    attempts: row.attempts,
    error: row.error ?? '',
    createdAt: iso(row.created_on),
    failedAt: row.completed_on ? iso(row.completed_on) : null,
  }));
}
