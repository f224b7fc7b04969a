import net from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { AvailabilityWatch, probeDatabase } from './availability';
import { createDatabase } from './client';
import { isDatabaseUnavailable } from './database-errors';
import { freeLoopbackPort } from './postgres-process';

let database: Awaited<ReturnType<typeof createTestDatabase>>;
/** Accepts connections and never answers: a hung PostgreSQL, or one behind a partition. */
const silent = net.createServer(() => undefined);
let hungUrl = '';
let refusedUrl = '';
beforeAll(async () => {
  database = await createTestDatabase();
  await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
  hungUrl = `postgres://nobody@127.0.0.1:${(silent.address() as net.AddressInfo).port}/x`;
  refusedUrl = `postgres://nobody@127.0.0.1:${await freeLoopbackPort()}/x`;
});
afterAll(async () => {
  silent.close();
  await database.drop();
});

describe('probeDatabase', () => {
  it('tells answering, refused and hung apart, each within its timeout', async () => {
    expect(await probeDatabase(database.url, 2_000)).toBeUndefined();
    expect(await probeDatabase(refusedUrl, 2_000)).toMatchObject({ kind: 'refused' });
    const started = Date.now();
    expect(await probeDatabase(hungUrl, 300)).toMatchObject({ kind: 'not-answering' });
    expect(Date.now() - started).toBeLessThan(1_000);
  });
});

describe('AvailabilityWatch', () => {
  it('refuses requests until ready, cuts stuck work when the database hangs, and resumes when it answers', async () => {
    const own = createDatabase(database.url, { max: 2 });
    let watched = database.url;
    const lines: string[] = [];
    const watch = new AvailabilityWatch({
      url: () => watched,
      database: own,
      log: (line) => lines.push(line),
      intervalMs: 50,
      downIntervalMs: 50,
      probeTimeoutMs: 1_000,
    });
    try {
      expect(watch.status()).toMatchObject({
        state: 'down',
        publicReason: 'The portal is preparing its database.',
      });
      await expect(own.db.execute(sql`select 1`)).rejects.toSatisfy(isDatabaseUnavailable);
      watch.ready();
      expect((await own.db.execute(sql`select 1 as one`)).rows).toEqual([{ one: 1 }]);

      const stuck = own.db.execute(sql`select pg_sleep(5)`).then(
        () => 'answered',
        (error: unknown) => error,
      );
      watched = hungUrl; // the next probe finds the server hung
      await expect.poll(() => watch.status().state, { timeout: 5_000 }).toBe('down');
      expect(isDatabaseUnavailable(await stuck)).toBe(true);
      expect(watch.status().publicReason).toBe('The database is not answering.');
      expect(watch.unansweredForMs()).toBeGreaterThanOrEqual(0);
      await expect(own.db.execute(sql`select 1`)).rejects.toSatisfy(isDatabaseUnavailable);

      watched = database.url;
      await expect.poll(() => watch.status().state, { timeout: 5_000 }).toBe('up');
      expect(watch.unansweredForMs()).toBe(0);
      expect((await own.db.execute(sql`select 2 as two`)).rows).toEqual([{ two: 2 }]);
      expect(lines).toEqual([
        expect.stringMatching(/^database unavailable \(no answer within 1 s\): answering 503/),
        expect.stringMatching(/^database available again after \d+\.\d s$/),
      ]);
    } finally {
      await watch.stop();
      await own.pool.end();
    }
  });
});
