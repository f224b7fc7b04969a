import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { liveMatchFixture, runsIn } from '../../test/live-match';
import { watchLive } from '../../test/live-viewers';
import { scratchDir } from '../../test/scratch-dirs';
import { exited, startServerProcess, type ServerProcess } from '../../test/server-process';
import { createTestDatabase } from '../../test/test-database';

/**
 * Two real server processes on one database, viewers on each, and a score saved through a third
 * app on that database: PostgreSQL NOTIFY reaches both, and each fans the update out to its own
 * viewers (issue 23), after a first message that already held the score.
 */
describe('live match updates across server processes', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let writer: App;
  const servers: ServerProcess[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    const web = scratchDir('portal-web-');
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Portal</title>');
    const config = loadConfig({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '12',
      DATA_DIR: scratchDir('portal-data-'),
    });
    writer = await buildApp({
      config,
      db: database.db,
      pool: database.pool,
      webDistDir: web,
      logger: false,
    });
    const env = { DATABASE_URL: database.url, SEED_DEMO: 'false', RATE_LIMIT_MAX: '10000000' };
    // One after the other: both run the migrations' check against one database.
    for (let index = 0; index < 2; index += 1)
      servers.push(await startServerProcess({ ...env, DATA_DIR: scratchDir('portal-data-') }));
  }, 120_000);

  afterAll(async () => {
    for (const server of servers) {
      server.child.kill('SIGTERM');
      await exited(server.child);
    }
    await writer?.close();
    await database?.drop();
  });

  it('shows the score at once, then delivers a score saved elsewhere to viewers of both', async () => {
    const match = await liveMatchFixture(writer, database.db, 'Live Cup');
    await match.score(12);
    const viewers = [];
    for (const server of servers)
      // One sends Content-Encoding: the request's own 'close' then comes at once; only the
      // response closing may mean the viewer left.
      for (const headers of [{}, { 'content-encoding': 'gzip' }] as Record<string, string>[])
        viewers.push(await watchLive(server.url, match.eventId, headers));
    for (const viewer of viewers) {
      expect(viewer.status).toBe(200);
      await viewer.waitFor('state');
      const [state] = viewer.messages;
      expect(state?.id).toMatch(/^\w+\.\d+$/);
      expect(runsIn(state?.data)).toBe(12);
    }

    await match.score(13);
    for (const viewer of viewers) {
      await viewer.waitFor('change');
      const change = viewer.messages.find((message) => message.event === 'change');
      expect(JSON.parse(change!.data!).eventId).toBe(match.eventId);
      expect(runsIn(change?.data)).toBe(13);
      await viewer.hangUp();
    }
  });
});
