// Issue #33: jobs per second through the durable queue on this machine, and the API's read p99
// while 10,000 jobs drain beside it (the same process runs both, as in production).
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { measure } from './load.mjs';
import { embeddedDatabase } from './portal-server.mjs';

export const JOBS = Number(process.env.BENCH_JOBS ?? 10_000);
// A job that does a real lookup and ends (a sign-in warning for an account that went meanwhile):
// the queue's own cost, claim, payload check, one query and completion, not an email's.
const QUEUE = 'sign-in-warning';

async function queueJobs(client) {
  await client.query(
    `insert into pgboss.job (name, data, retry_limit, retry_delay, retry_backoff, expire_in, policy)
     select q.name, jsonb_build_object('userId', gen_random_uuid()), q.retry_limit, q.retry_delay,
       q.retry_backoff, interval '5 minutes', q.policy
     from generate_series(1, $2), pgboss.queue q where q.name = $1`,
    [QUEUE, JOBS],
  );
  await client.query(`select pg_notify('jobs', $1)`, [QUEUE]);
  return performance.now();
}

async function drained(client, since) {
  for (;;) {
    const { rows } = await client.query(
      `select count(*)::int as open from pgboss.job where name = $1 and state < 'completed'`,
      [QUEUE],
    );
    if (rows[0].open === 0) return (performance.now() - since) / 1000;
    await sleep(50);
  }
}

export async function drainJobs(server, dataDir, log) {
  const client = new pg.Client(embeddedDatabase(dataDir));
  await client.connect();
  try {
    const readUrl = new URL('/api/events', server.url).toString();
    const quiet = await measure(readUrl);
    log(`jobs: a read alone, p99 ${quiet.p99} ms at ${Math.round(quiet.rps)} req/s`);
    const alone = await drained(client, await queueJobs(client));
    log(`jobs: ${JOBS} drained alone in ${alone.toFixed(1)} s`);
    // Again, with reads hammering the API the whole time.
    const since = await queueJobs(client);
    const [busy, beside] = await Promise.all([measure(readUrl), drained(client, since)]);
    log(
      `jobs: ${JOBS} drained beside reads in ${beside.toFixed(1)} s; read p99 ${busy.p99} ms at ${Math.round(busy.rps)} req/s`,
    );
    return {
      jobs: JOBS,
      aloneSeconds: alone,
      besideSeconds: beside,
      quiet: { p99: quiet.p99, rps: quiet.rps },
      busy: { p99: busy.p99, rps: busy.rps },
    };
  } finally {
    await client.end();
  }
}
