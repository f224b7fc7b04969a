import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { newAccount } from './accounts';
import { checkNothingLostOrHalfWritten, type CrashWriteKind } from './crash-checks';
import { runUntilKilled } from './crash-load';
import { databaseUrl, uniqueName } from './database-names';
import { eventBody, registrationBody, withGuest } from './events';
import { scratchDir } from './scratch-dirs';
import { exited, startServerProcess, type ServerProcess } from './server-process';

// CI keeps the count modest; `CRASH_WRITES=5000 npx vitest run …crash-safety` loads harder.
const WRITES = Number(process.env.CRASH_WRITES ?? 300);
const CONCURRENCY = 24;
const timeout = 120_000 + WRITES * 100;

const serverEnv = {
  SEED_DEMO: 'false',
  PASSWORD_HASH_COST: '12',
  // Every request comes from 127.0.0.1; the per-address limit is not what is under test.
  RATE_LIMIT_MAX: '10000000',
};
const running = new Set<ServerProcess>();

async function start(env: Record<string, string>) {
  const server = await startServerProcess({ ...serverEnv, ...env });
  running.add(server);
  return server;
}

async function call(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (response.status !== 201)
    throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
}

/** A member who owns a channel, and an event of that channel with room for about a quarter. */
async function prepare(base: string) {
  const signup = await call(`${base}/api/auth/signup`, newAccount());
  const token = String(signup.token);
  const memberId = String((signup.user as { _id: string })._id);
  const created = await call(
    `${base}/api/channels`,
    {
      name: 'Crash Club',
      description: 'Writes under fire.',
      coverImageUrl: 'https://example.org/c.jpg',
    },
    token,
  );
  const channelId = (created.channel as { _id: string })._id;
  const capacity = Math.max(10, Math.floor(WRITES / 8));
  const event = await call(`${base}/api/events`, eventBody({ capacity, channelId }), token);
  return { token, memberId, channelId, capacity, event };
}

const email = (index: number) => `crash.${index}@example.org`;
const content = (index: number) => `Crash post ${index}`;

/** Loads the server with registrations and posts, kills it -9 mid-load, restarts, checks. */
async function crashAndCheck(env: Record<string, string>, urlAfterRestart: () => string) {
  const first = await start(env);
  const setup = await prepare(first.url);
  const eventId = String(setup.event._id);
  const writes = Array.from({ length: WRITES }, (_, index) => {
    const kind: CrashWriteKind = index % 2 === 0 ? 'registration' : 'post';
    const send =
      kind === 'registration'
        ? () =>
            fetch(`${first.url}/api/registration/${eventId}`, {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify(
                (index % 10 === 0 ? withGuest : registrationBody)({ email: email(index) }),
              ),
            })
        : () =>
            fetch(`${first.url}/api/posts`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                authorization: `Bearer ${setup.token}`,
              },
              body: JSON.stringify({ content: content(index), channel: setup.channelId }),
            });
    return { kind, send };
  });

  const run = await runUntilKilled({
    writes,
    concurrency: CONCURRENCY,
    killAfter: Math.floor(WRITES / 2),
    kill: () => first.child.kill('SIGKILL'),
  });
  await exited(first.child);
  expect(run.inFlightAtKill, 'the kill landed while writes were in flight').toBeGreaterThan(0);
  const refused = run.outcomes.filter((o) => typeof o.status === 'number' && o.status >= 300);
  expect(refused, 'no write was refused before the kill').toEqual([]);

  const second = await start(env);
  expect((await fetch(`${second.url}/api/health`)).status).toBe(200);
  const counts = await checkNothingLostOrHalfWritten({
    databaseUrl: urlAfterRestart(),
    eventId,
    eventTitle: String(setup.event.title),
    capacity: setup.capacity,
    channelId: setup.channelId,
    memberId: setup.memberId,
    outcomes: run.outcomes,
    sent: { email, content },
  });
  expect(counts.registrations + counts.posts).toBeGreaterThanOrEqual(run.succeeded);

  // The event's public figure agrees with the rows, and the restarted server takes writes.
  const event = (await (await fetch(`${second.url}/api/events/${eventId}`)).json()) as {
    seatsTaken: number;
  };
  expect(event.seatsTaken).toBe(counts.confirmedSeats);
  await call(
    `${second.url}/api/registration/${eventId}`,
    registrationBody({ email: 'after@example.org' }),
  );
  await call(
    `${second.url}/api/posts`,
    { content: 'After the crash', channel: setup.channelId },
    setup.token,
  );

  second.child.kill('SIGTERM');
  expect(await exited(second.child)).toBe(0);
}

afterAll(() => {
  for (const server of running) server.child.kill('SIGKILL');
});

describe('crash safety on the embedded PostgreSQL', () => {
  const dataDir = scratchDir('portal-crash-load-');
  const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid');

  afterAll(() => {
    if (existsSync(lockFile))
      process.kill(Number(readFileSync(lockFile, 'utf8').split('\n')[0]), 'SIGINT');
  });

  /** The restarted server's PostgreSQL: its port is in the lock file, its password beside it. */
  function embeddedUrl() {
    const port = readFileSync(lockFile, 'utf8').split('\n')[3];
    const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
    return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/portal`;
  }

  it(
    `keeps every acknowledged write of ${WRITES} after kill -9 mid-load`,
    () => crashAndCheck({ DATA_DIR: dataDir, DATABASE_URL: '' }, embeddedUrl),
    timeout,
  );
});

describe.runIf(process.env.TEST_DATABASE_URL)('crash safety on an external PostgreSQL', () => {
  const name = uniqueName('portal_crash');
  const adminUrl = inject('adminUrl');
  const url = databaseUrl(adminUrl, name);
  const dataDir = scratchDir('portal-crash-ext-');

  async function admin(sql: string) {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  }
  afterAll(async () => {
    await admin(`drop database if exists ${name} with (force)`);
  });

  it(
    `keeps every acknowledged write of ${WRITES} after the server alone is killed -9`,
    async () => {
      await admin(`create database ${name}`);
      await crashAndCheck({ DATA_DIR: dataDir, DATABASE_URL: url }, () => url);
    },
    timeout,
  );
});
