import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { createDatabase } from '../../db/client';
import { makeAdmin, signUp } from '../../test/accounts';
import { createEvent } from '../../test/events';
import { scratchDir } from '../../test/scratch-dirs';
import { createTestDatabase } from '../../test/test-database';

/** Two app instances, each with its own pool, on one database: two server processes in effect. */
describe('live match updates across server processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const apps: App[] = [];
  const pools: ReturnType<typeof createDatabase>[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const web = scratchDir('portal-web-');
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Portal</title>');
    for (let index = 0; index < 2; index += 1) {
      const own = createDatabase(database.url, { max: 3 });
      pools.push(own);
      const config = loadConfig({
        DATABASE_URL: database.url,
        LOG_LEVEL: 'silent',
        PASSWORD_HASH_COST: '12',
        DATA_DIR: scratchDir('portal-data-'),
      });
      const app = await buildApp({
        config,
        db: own.db,
        pool: own.pool,
        webDistDir: web,
        logger: false,
      });
      apps.push(app);
    }
    await apps[1]!.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    for (const own of pools) await own.pool.end();
    await database.drop();
  });

  it('delivers a score saved through one process to a viewer of the other', async () => {
    const [writer, reader] = apps as [App, App];
    const account = await signUp(writer);
    await makeAdmin(database.db, account.id);
    const event = await createEvent(writer, account.auth, { title: 'Live Cup' });
    for (const shortName of ['AAA', 'BBB'])
      await writer.inject({
        method: 'POST',
        url: `/api/events/${event._id}/teams`,
        headers: account.auth,
        payload: { name: `Team ${shortName}`, shortName },
      });
    await writer.inject({
      method: 'POST',
      url: `/api/events/${event._id}/matches`,
      headers: account.auth,
      payload: { team1ShortName: 'AAA', team2ShortName: 'BBB', date: new Date().toISOString() },
    });
    const matchId = (await writer.inject({ url: `/api/events/${event._id}/tournament` })).json()
      .matches[0]._id as string;

    // Count the reader's subscriptions, to see each viewer let go once they hang up.
    const hub = reader.liveHub;
    const subscribe = hub.subscribe.bind(hub);
    let open = 0;
    vi.spyOn(hub, 'subscribe').mockImplementation((id, listener) => {
      open += 1;
      const unsubscribe = subscribe(id, listener);
      return () => {
        open -= 1;
        unsubscribe();
      };
    });

    const address = reader.server.address();
    const port = typeof address === 'object' && address ? address.port : 0;
    /**
     * A viewer's stream. One sends Content-Encoding, which makes the server read its (empty)
     * body and so close the request object at once: only the response closing means they left.
     */
    const watch = async (headers: Record<string, string>) => {
      const abort = new AbortController();
      const response = await fetch(`http://127.0.0.1:${port}/api/events/${event._id}/live`, {
        signal: abort.signal,
        headers,
      });
      expect(response.headers.get('content-type')).toContain('text/event-stream');
      const stream = response.body!.pipeThrough(new TextDecoderStream()).getReader();
      let received = '';
      return {
        get received() {
          return received;
        },
        async waitFor(text: string) {
          while (!received.includes(text)) {
            const { value, done } = await stream.read();
            if (done) throw new Error(`stream ended before "${text}"`);
            received += value;
          }
        },
        async hangUp() {
          abort.abort();
          await stream.cancel().catch(() => undefined);
        },
      };
    };
    const viewers = [await watch({}), await watch({ 'content-encoding': 'gzip' })];
    for (const viewer of viewers) await viewer.waitFor(': ready');
    expect(open).toBe(2);

    const score = await writer.inject({
      method: 'PUT',
      url: `/api/matches/${matchId}/score`,
      headers: account.auth,
      payload: {
        status: 'live',
        innings: [{ battingTeam: 'AAA', runs: 12, wickets: 0, overs: '1.2' }],
      },
    });
    expect(score.statusCode).toBe(200);
    for (const viewer of viewers) {
      await viewer.waitFor('event: change');
      expect(viewer.received).toContain(`"eventId":"${event._id}"`);
      await viewer.hangUp();
    }
    await expect.poll(() => open).toBe(0);
  });
});
