import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { outbox } from '../../db/schema/index';
import { silentLogger } from '../../test/silent-logger';
import { createTestDatabase } from '../../test/test-database';
import { JobQueue } from '../jobs/queue';
import { defineMailDelivery } from './delivery';
import { createMailer } from './mailer';

/** A real SMTP server on loopback that records what it receives and can be told to refuse. */
function startSmtp() {
  const received: string[] = [];
  const state = { refuse: false, noSuchMailbox: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onRcptTo(_address, _session, callback) {
      if (!state.noSuchMailbox) return callback();
      callback(Object.assign(new Error('no such mailbox'), { responseCode: 550 }));
    },
    onData(stream, _session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
      stream.on('end', () => {
        if (state.refuse) return callback(new Error('mailbox unavailable'));
        received.push(data);
        callback();
      });
    },
  });
  return new Promise<{
    url: string;
    received: string[];
    state: typeof state;
    close: () => Promise<void>;
  }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.server.address() as AddressInfo;
      resolve({
        url: `smtp://127.0.0.1:${port}`,
        received,
        state,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

async function until<T>(probe: () => Promise<T | undefined>, what: string): Promise<T> {
  for (let i = 0; i < 200; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

const from = 'Portal <no-reply@portal.test>';

describe('mail delivery jobs', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let jobs: JobQueue;
  let closeSmtp: () => void;
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtp();
    jobs = new JobQueue(database.db, database.pool, silentLogger, { timeoutSeconds: 60 });
    closeSmtp = defineMailDelivery(database.db, jobs, {
      smtpUrl: smtp.url,
      from,
      log: silentLogger,
    });
  });
  afterAll(async () => {
    await jobs.stop();
    closeSmtp();
    await smtp.close();
    await database.drop();
  });
  const rowOf = async (subject: string) =>
    (await database.db.select().from(outbox).where(eq(outbox.subject, subject)))[0]!;
  /** Time passes for every job waiting to be retried. */
  const retriesFallDue = () =>
    database.db.execute(sql`update pgboss.job set start_after = now() where state = 'retry'`);
  const mailer = () => createMailer(jobs, silentLogger);

  it('queues a delivery job with each message and delivers it over SMTP once, marked sent', async () => {
    await mailer().enqueue(database.db, {
      to: 'asha@example.org',
      subject: 'Hello there',
      text: 'Body text',
      attachments: [
        {
          filename: 'event.ics',
          contentType: 'text/calendar',
          content: Buffer.from('BEGIN:VCALENDAR').toString('base64'),
        },
      ],
    });
    expect(smtp.received).toHaveLength(0); // nothing is sent in the caller's request
    expect(await jobs.runQueued(['send-mail'])).toBe(1);
    const message = smtp.received.find((data) => data.includes('Subject: Hello there'));
    expect(message).toContain('asha@example.org');
    expect(message).toContain('filename=event.ics');
    expect(message).toContain(Buffer.from('BEGIN:VCALENDAR').toString('base64'));
    const row = await rowOf('Hello there');
    expect(message).toContain(`Message-ID: <outbox-${row.id}@portal.test>`);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, lastError: null });
    // A retry of the same delivery (a crash after SMTP took it) finds it sent and sends nothing.
    await jobs.send(database.db, 'send-mail', { outboxId: row.id });
    await jobs.runQueued(['send-mail']);
    expect(smtp.received.filter((data) => data.includes('Subject: Hello there'))).toHaveLength(1);
  });

  it('keeps a message the server refuses for now queued with its error, and delivers it on a later try', async () => {
    smtp.state.refuse = true;
    await mailer().enqueue(database.db, { to: 'ravi@example.org', subject: 'Later', text: 'B' });
    await jobs.runQueued(['send-mail']);
    expect(await rowOf('Later')).toMatchObject({ status: 'queued', attempts: 1 });
    expect((await rowOf('Later')).lastError).toMatch(/mailbox unavailable/);
    const [job] = (
      await database.db.execute<{ state: string; waits: boolean }>(
        sql`select state, start_after > now() as waits from pgboss.job where name = 'send-mail' and data->>'outboxId' = ${String((await rowOf('Later')).id)}`,
      )
    ).rows;
    expect(job).toEqual({ state: 'retry', waits: true }); // backed off, not tried again at once
    smtp.state.refuse = false;
    await retriesFallDue();
    await jobs.runQueued(['send-mail']);
    expect(await rowOf('Later')).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
  });

  it('gives up on a permanent refusal after five tries and says so in the outbox', async () => {
    smtp.state.noSuchMailbox = true;
    await mailer().enqueue(database.db, {
      to: 'nobody@example.org',
      subject: 'No such',
      text: 'B',
    });
    for (let attempt = 0; attempt < 5; attempt++) {
      await jobs.runQueued(['send-mail']);
      await retriesFallDue();
    }
    smtp.state.noSuchMailbox = false;
    expect(await rowOf('No such')).toMatchObject({ status: 'failed', attempts: 5 });
    expect((await rowOf('No such')).lastError).toMatch(/no such mailbox/);
    expect(await jobs.runQueued(['send-mail'])).toBe(0); // nothing left to try
  });
});

describe('mail delivery while the database is down', () => {
  it('starts and waits without failing, says so once, and delivers when the database is back', async () => {
    const database = await createTestDatabase();
    const smtp = await startSmtp();
    const own = createDatabase(database.url, { max: 3 });
    const warnings: string[] = [];
    const log = { ...silentLogger, warn: (message: unknown) => warnings.push(String(message)) };
    const jobs = new JobQueue(own.db, own.pool, log as never, { timeoutSeconds: 60, pollMs: 50 });
    const closeSmtp = defineMailDelivery(own.db, jobs, {
      smtpUrl: smtp.url,
      from,
      log: silentLogger,
    });
    // Down before the queue even starts, as a database restarting with the server may be.
    own.guard.unavailable = () => 'The database is not running.';
    const starting = jobs.start();
    // Queued through another connection while this process cannot reach the database.
    await createMailer(jobs, silentLogger).enqueue(database.db, {
      to: 'later@example.org',
      subject: 'After the outage',
      text: 'Body',
    });
    try {
      await until(async () => (warnings.length > 0 ? true : undefined), 'the warning');
      expect(warnings).toEqual(['job queue: the database is unavailable; jobs wait for it']);
      own.guard.unavailable = () => undefined;
      await starting;
      await until(
        async () => smtp.received.find((data) => data.includes('Subject: After the outage')),
        'delivery after the outage',
      );
      expect(warnings).toHaveLength(1);
    } finally {
      await jobs.stop();
      closeSmtp();
      await own.pool.end();
      await smtp.close();
      await database.drop();
    }
  });
});
