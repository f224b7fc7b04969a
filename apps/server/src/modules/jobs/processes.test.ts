import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';
import { afterAll, describe, expect, it } from 'vitest';
import { newAccount } from '../../test/accounts';
import { scratchDir } from '../../test/scratch-dirs';
import { exited, startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestDatabase } from '../../test/test-database';

const running = new Set<ServerProcess>();
afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
});

/** A real server process; a claim it holds is taken as lost 2 s after it dies. */
async function start(env: Record<string, string>) {
  const server = await startServerProcess({
    SEED_DEMO: 'false',
    PASSWORD_HASH_COST: '12',
    RATE_LIMIT_MAX: '10000000',
    TRUST_PROXY: 'true',
    JOB_TIMEOUT_SECONDS: '2',
    ...env,
  });
  running.add(server);
  return server;
}

async function until<T>(probe: () => Promise<T | undefined>, what: string, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/**
 * Background work starts once the database is in; a database that is slow or short of
 * connections delays it with back-off (JobQueue.start). A failure says what the server printed.
 */
const backgroundRunning = (server: ServerProcess) =>
  until(
    async () => {
      if (server.child.exitCode !== null)
        throw new Error('the server stopped before its background work ran');
      return server.output().includes('Background work is running') ? true : undefined;
    },
    'background work to start',
    120,
  ).catch((error: Error) => {
    throw new Error(`${error.message}; the server printed:\n${server.output().slice(-3000)}`);
  });

async function post(url: string, body: unknown, address = '203.0.113.9') {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

async function kill(server: ServerProcess) {
  server.child.kill('SIGKILL');
  await exited(server.child);
  running.delete(server);
}

describe('background work across two processes on one database', () => {
  it('fires a scheduled job once however many processes run its schedule', async () => {
    const database = await createTestDatabase();
    try {
      const env = { DATABASE_URL: database.url };
      const servers = await Promise.all([start(env), start(env)]);
      await Promise.all(servers.map(backgroundRunning));
      // Every process schedules the every-minute hold sweep and checks its schedule on start.
      // The first minute's tick can be up to a minute away, and pg-boss looks at its schedules
      // every 30 s; on a busy machine (CI runs every suite at once) that passed 60 s.
      await until(
        async () => {
          const done = await database.pool.query(`select 1 from pgboss.job
          where name = 'ticket-holds' and state = 'completed'
          union all select 1 from pgboss.archive where name = 'ticket-holds'`);
          const pending = await database.pool.query(`select 1 from pgboss.job
          where name = '__pgboss__send-it' and state < 'completed'`);
          return done.rowCount && !pending.rowCount ? true : undefined;
        },
        'the first sweep',
        150,
      );
      // One job per minute's tick, however many processes asked for it.
      const ticks = await database.pool.query<{ minute: Date; jobs: number }>(`
        select date_trunc('minute', created_on) as minute, count(*)::int as jobs
        from pgboss.job where name = 'ticket-holds' group by 1`);
      expect(ticks.rows.length).toBeGreaterThan(0);
      for (const tick of ticks.rows) expect(tick.jobs).toBe(1);
    } finally {
      for (const server of [...running]) await kill(server);
      await database.drop();
    }
  }, 300_000);

  it('takes back a job from a process killed while running it, and runs it once elsewhere', async () => {
    const database = await createTestDatabase();
    // An SMTP server whose first message never gets an answer: the first process hangs in it.
    const received: string[] = [];
    let firstHanging: () => void = () => undefined;
    const hanging = new Promise<void>((resolve) => (firstHanging = () => resolve()));
    let calls = 0;
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          if (++calls === 1) return firstHanging();
          received.push(data);
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    const smtpUrl = `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`;
    try {
      const env = { DATABASE_URL: database.url, SMTP_URL: smtpUrl };
      const first = await start(env);
      await backgroundRunning(first);
      const account = newAccount();
      await post(`${first.url}/api/auth/signup`, account);
      await post(`${first.url}/api/auth/reset-password/request`, { identifier: account.email });
      await hanging; // the first process holds the delivery job, mid-SMTP
      await kill(first);
      const second = await start(env);
      await backgroundRunning(second);
      // The second process finds the claim lost once the timeout passes, and the job waits its
      // back-off; the back-off passes here at once, so the test does not wait 30 s for it.
      await until(async () => {
        const retried = await database.pool.query(`update pgboss.job set start_after = now()
          where name = 'send-mail' and state = 'retry' returning id`);
        return retried.rowCount ? true : undefined;
      }, 'the lost claim to be taken back');
      // The SMTP server holds the message before the process hears its answer and marks it sent.
      const outbox = await until(async () => {
        const rows = await database.pool.query(
          `select status, attempts from outbox where to_address = $1`,
          [account.email.toLowerCase()],
        );
        return rows.rows[0]?.status === 'queued' ? undefined : rows.rows;
      }, 'the delivery');
      expect(outbox).toEqual([{ status: 'sent', attempts: 2 }]);
      expect(received).toHaveLength(1);
    } finally {
      for (const server of [...running]) await kill(server);
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
      await database.drop();
    }
  }, 200_000);
});

describe('work promised in an answer survives kill -9 of the whole server', () => {
  const dataDir = scratchDir('portal-jobs-crash-');
  const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid');
  const lock = () => readFileSync(lockFile, 'utf8').split('\n');
  afterAll(() => {
    try {
      process.kill(Number(lock()[0]), 'SIGINT');
    } catch {
      // already stopped
    }
  });

  it("sends every reset request's email after the server and its embedded PostgreSQL are killed right after answering", async () => {
    const env = { DATA_DIR: dataDir, DATABASE_URL: '' };
    const first = await start(env);
    const accounts = Array.from({ length: 20 }, () => newAccount());
    for (const [index, account] of accounts.entries())
      await post(`${first.url}/api/auth/signup`, account, `198.51.100.${index + 1}`);
    await Promise.all(
      accounts.map((account, index) =>
        post(
          `${first.url}/api/auth/reset-password/request`,
          { identifier: account.email },
          `198.51.100.${index + 1}`,
        ),
      ),
    );
    // Every answer is in: kill the server and its database at once, as a power cut would.
    const postmaster = Number(lock()[0]);
    await kill(first);
    process.kill(postmaster, 'SIGKILL');

    const second = await start(env);
    await backgroundRunning(second);
    const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
    const client = new pg.Client({
      connectionString: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${lock()[3]}/portal`,
    });
    await client.connect();
    try {
      const addresses = accounts.map((account) => account.email.toLowerCase());
      await until(async () => {
        // A job the first process was running when it died waits out its back-off: skip it.
        await client.query(`update pgboss.job set start_after = now()
          where name = 'password-reset' and state = 'retry'`);
        const open = await client.query(`select 1 from pgboss.job
          where name = 'password-reset' and state < 'completed'`);
        const mails = await client.query(`select 1 from outbox where to_address = any($1)`, [
          addresses,
        ]);
        return !open.rowCount && mails.rowCount === addresses.length ? true : undefined;
      }, 'every reset email');
      const perAddress = await client.query<{ count: number }>(
        `select count(*)::int as count from outbox where to_address = any($1) group by to_address`,
        [addresses],
      );
      expect(perAddress.rows).toHaveLength(20);
      expect(perAddress.rows.every((row) => row.count === 1)).toBe(true);
    } finally {
      await client.end();
      await kill(second);
    }
  }, 240_000);
});
