import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, requestForLog, type App } from './app';
import { loadConfig } from './config';
import { createTestDatabase } from './test/test-database';

describe('logs', () => {
  const lines: string[] = [];
  let app: App;
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const config = loadConfig({ DATABASE_URL: database.url, PASSWORD_HASH_COST: '12' });
    app = await buildApp({
      config,
      db: database.db,
      webDistDir: '/nonexistent',
      logger: { level: 'trace', stream, serializers: { req: requestForLog } },
    });
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('never contain passwords, session tokens or reset tokens', async () => {
    const signup = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: {
        name: 'Logged Person',
        email: 'logs@example.org',
        mobile: '9555555555',
        password: 'secret passphrase 42',
      },
    });
    const token: string = signup.json().token;
    await app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${token}` },
    });
    await app.inject({ method: 'GET', url: '/reset-password?token=RESET-TOKEN-IN-URL' });
    await app.inject({
      method: 'POST',
      url: '/api/auth/reset-password/request',
      payload: { identifier: '9555555555' },
    });
    // The reset's email is made after the answer.
    await app.jobs.runQueued();
    const log = lines.join('');
    expect(log).toContain('/api/auth/signup'); // the log works at all
    expect(log).toContain('mail stored in the outbox');
    for (const secret of [
      'secret passphrase 42',
      token,
      'RESET-TOKEN-IN-URL',
      'scrypt$',
      'reset-password?token=',
    ]) {
      expect(log).not.toContain(secret);
    }
  });
});

describe('logs on a terminal', () => {
  /** A destination that says it is a terminal (or not) and keeps what is written to it. */
  function destination(isTTY: boolean) {
    const lines: string[] = [];
    const stream = Object.assign(
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          lines.push(...chunk.toString().split('\n').filter(Boolean));
          done();
        },
      }),
      { isTTY },
    );
    return { stream, lines };
  }

  it('are one short human line each on a terminal, JSON lines anywhere else', async () => {
    const database = await createTestDatabase();
    try {
      for (const isTTY of [true, false]) {
        const { stream, lines } = destination(isTTY);
        const app = await buildApp({
          config: loadConfig({ DATABASE_URL: database.url, LOG_LEVEL: 'info' }),
          db: database.db,
          webDistDir: '/nonexistent',
          logDestination: stream,
        });
        await app.inject({ method: 'GET', url: '/api/site?secret=1' });
        await app.close();
        const requestLines = lines.filter((line) => line.includes('/api/site'));
        if (isTTY) {
          expect(requestLines).toHaveLength(1);
          // e.g. "[10:42:01] INFO: GET /api/site 200 12 ms", in colour
          // eslint-disable-next-line no-control-regex
          expect(requestLines[0]!.replace(/\u001b\[\d+m/g, '')).toMatch(
            /^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/site 200 \d+ ms$/,
          );
        } else {
          expect(requestLines.length).toBeGreaterThan(0);
          for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
        }
        expect(lines.join('\n')).not.toContain('secret');
      }
    } finally {
      await database.drop();
    }
  });
});
