import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '../../db/client';
import { outbox } from '../../db/schema/index';
import { createTestDatabase } from '../../test/test-database';
import { startMailWorker } from './mail-worker';
import { createMailer } from './mailer';
import { markFailed } from './outbox';

const silent = {
  info() {},
  warn() {},
  error() {},
  debug() {},
  trace() {},
  fatal() {},
  child: () => silent,
  level: 'silent',
  silent() {},
};

/** A real SMTP server on loopback that records what it receives and can be told to refuse. */
function startSmtp() {
  const received: string[] = [];
  const state = { refuse: false };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
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
  for (let i = 0; i < 100; i++) {
    const value = await probe();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`timed out waiting for ${what}`);
}

describe('mail worker', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    database = await createTestDatabase();
    smtp = await startSmtp();
    stop = await startMailWorker({
      db: database.db,
      pool: database.pool,
      smtpUrl: smtp.url,
      from: 'Portal <no-reply@portal.test>',
      log: silent as never,
      pollMs: 100,
    });
  });
  afterAll(async () => {
    await stop();
    await smtp.close();
    await database.drop();
  });
  const statusOf = async (id: number) =>
    (await database.db.select().from(outbox).where(eq(outbox.id, id)))[0];

  it('delivers queued mail over SMTP outside the request, then marks it sent', async () => {
    const mailer = createMailer(true, silent as never);
    await mailer.enqueue(database.db, {
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
    const message = await until(
      async () => smtp.received.find((data) => data.includes('Subject: Hello there')),
      'delivery',
    );
    expect(message).toContain('asha@example.org');
    expect(message).toContain('filename=event.ics');
    expect(message).toContain(Buffer.from('BEGIN:VCALENDAR').toString('base64'));
    const [row] = await database.db.select().from(outbox).where(eq(outbox.subject, 'Hello there'));
    await until(
      async () => ((await statusOf(row?.id ?? 0))?.status === 'sent' ? true : undefined),
      'sent status',
    );
  });

  it('keeps a refused message queued with its error and retries it later', async () => {
    smtp.state.refuse = true;
    const mailer = createMailer(true, silent as never);
    await mailer.enqueue(database.db, {
      to: 'ravi@example.org',
      subject: 'Will fail once',
      text: 'Body',
    });
    const [row] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Will fail once'));
    const failed = await until(async () => {
      const current = await statusOf(row?.id ?? 0);
      return current?.lastError ? current : undefined;
    }, 'a failed attempt');
    expect(failed.status).toBe('queued');
    expect(failed.attempts).toBe(1);
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
  });

  it('never gives up on a message while SMTP is down or says later; gives up on a permanent refusal after five tries', async () => {
    const mailer = createMailer(true, silent as never);
    await mailer.enqueue(database.db, [
      { to: 'down@example.org', subject: 'SMTP is down', text: 'Body' },
      { to: 'nobody@example.org', subject: 'No such mailbox', text: 'Body' },
    ]);
    const rows = await database.db.select().from(outbox);
    const id = (subject: string) => rows.find((row) => row.subject === subject)!.id;
    // The fiftieth failure of a connection: still queued, the next try within the hour.
    expect(await markFailed(database.db, id('SMTP is down'), 50, 'connect ECONNREFUSED')).toBe(
      3_600,
    );
    expect(await statusOf(id('SMTP is down'))).toMatchObject({ status: 'queued' });
    expect(await markFailed(database.db, id('No such mailbox'), 4, '550 no such user', true)).toBe(
      240,
    );
    expect(await markFailed(database.db, id('No such mailbox'), 5, '550 no such user', true)).toBe(
      undefined,
    );
    expect(await statusOf(id('No such mailbox'))).toMatchObject({
      status: 'failed',
      lastError: '550 no such user',
    });
  });
});

describe('mail worker while the database is down', () => {
  it('waits without failing, says so once, and delivers when the database is back', async () => {
    const database = await createTestDatabase();
    const smtp = await startSmtp();
    const own = createDatabase(database.url, { max: 3 });
    const warnings: string[] = [];
    const log = { ...silent, warn: (message: unknown) => warnings.push(String(message)) };
    const mailer = createMailer(true, silent as never);
    await mailer.enqueue(database.db, {
      to: 'later@example.org',
      subject: 'After the outage',
      text: 'Body',
    });
    own.guard.unavailable = () => 'The database is not running.';
    const stop = startMailWorker({
      db: own.db,
      pool: own.pool,
      smtpUrl: smtp.url,
      from: 'Portal <no-reply@portal.test>',
      log: log as never,
      pollMs: 50,
    });
    try {
      await until(async () => (warnings.length > 0 ? true : undefined), 'the warning');
      await new Promise((resolve) => setTimeout(resolve, 200)); // several polls while down
      expect(warnings).toEqual(['mail worker: the database is unavailable; waiting for it']);
      expect(smtp.received).toEqual([]);
      own.guard.unavailable = () => undefined;
      await until(
        async () => smtp.received.find((data) => data.includes('Subject: After the outage')),
        'delivery after the outage',
      );
    } finally {
      await stop();
      await own.pool.end();
      await smtp.close();
      await database.drop();
    }
  });
});
