import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp, type App } from '../../app';
import { loadConfig } from '../../config';
import { liveMatchFixture, runsIn } from '../../test/live-match';
import { watchLive, type LiveViewer } from '../../test/live-viewers';
import { scratchDir } from '../../test/scratch-dirs';
import { createTestDatabase } from '../../test/test-database';

const MAX_VIEWERS = 4;

/**
 * One process holding at most MAX_VIEWERS: a viewer connecting costs no query, a reconnect with
 * Last-Event-ID gets what it missed, and a storm past the cap is refused with 503 + Retry-After
 * while those already watching stay and keep getting updates (issue 23).
 */
describe('the live feed: memory, resuming, and its cap', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let app: App;
  let base: string;
  let match: Awaited<ReturnType<typeof liveMatchFixture>>;
  const open: LiveViewer[] = [];
  const watch = async (headers: Record<string, string> = {}) => {
    const viewer = await watchLive(base, match.eventId, headers);
    open.push(viewer);
    return viewer;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    const web = scratchDir('portal-web-');
    writeFileSync(path.join(web, 'index.html'), '<!doctype html><title>Portal</title>');
    const config = loadConfig({
      DATABASE_URL: database.url,
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '12',
      RATE_LIMIT_MAX: '10000000',
      LIVE_MAX_VIEWERS: String(MAX_VIEWERS),
      DATA_DIR: scratchDir('portal-data-'),
    });
    app = await buildApp({
      config,
      db: database.db,
      pool: database.pool,
      webDistDir: web,
      logger: false,
    });
    base = await app.listen({ port: 0, host: '127.0.0.1' });
    match = await liveMatchFixture(app, database.db, 'Resume Cup');
    await match.score(20);
  });
  afterAll(async () => {
    for (const viewer of open) await viewer.hangUp();
    await app?.close();
    await database?.drop();
  });

  it('serves viewers after the first from memory: no query per viewer', async () => {
    const first = await watch();
    await first.waitFor('state');
    const query = vi.spyOn(database.pool, 'query');
    const second = await watch();
    await second.waitFor('state');
    expect(query).not.toHaveBeenCalled();
    // The spy does see the queries a read makes, so the silence above means none was made.
    await app.inject({ url: `/api/events/${match.eventId}/tournament?fresh=1` });
    expect(query).toHaveBeenCalled();
    query.mockRestore();
    expect(runsIn(second.messages[0]?.data)).toBe(20);
    await first.hangUp();
    await second.hangUp();
    await expect.poll(() => app.liveFeeds.viewerCount).toBe(0);
  });

  it('answers 404 for an event that does not exist, from memory or not', async () => {
    const missing = await watchLive(base, '00000000-0000-4000-8000-000000000000');
    expect(missing.status).toBe(404);
  });

  it('sends a reconnect with Last-Event-ID what it missed, or the whole state if too old', async () => {
    const watcher = await watch();
    const leaving = await watch();
    await leaving.waitFor('state');
    const seen = leaving.messages[0]!.id!;
    await leaving.hangUp();
    await match.score(21);
    await match.score(22);
    await watcher.waitFor('change', 2);
    const missed = watcher.messages.filter((message) => message.event === 'change');

    const back = await watch({ 'last-event-id': seen });
    await back.waitFor('change', 2);
    expect(back.messages.map((message) => message.id)).toEqual(missed.map((message) => message.id));
    expect(back.messages.map((message) => runsIn(message.data))).toEqual([21, 22]);

    const fromLongAgo = await watch({ 'last-event-id': 'lgq3x0.1' });
    await fromLongAgo.waitFor('state');
    expect(fromLongAgo.messages).toHaveLength(1);
    expect(runsIn(fromLongAgo.messages[0]!.data)).toBe(22);
    for (const viewer of [watcher, back, fromLongAgo]) await viewer.hangUp();
    await expect.poll(() => app.liveFeeds.viewerCount).toBe(0);
  });

  it('sheds a storm past the cap with 503 + Retry-After and keeps every viewer it holds', async () => {
    const held = await Promise.all(Array.from({ length: MAX_VIEWERS }, () => watch()));
    for (const viewer of held) await viewer.waitFor('state');
    expect(app.liveFeeds.viewerCount).toBe(MAX_VIEWERS);

    const storm = await Promise.all(Array.from({ length: 30 }, () => watch()));
    for (const refused of storm) {
      expect(refused.status).toBe(503);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(((await refused.response.json()) as { error: string }).error).toBe('overloaded');
    }
    expect(app.liveFeeds.viewerCount).toBe(MAX_VIEWERS);
    await match.score(30);
    for (const viewer of held) {
      await viewer.waitFor('change');
      expect(runsIn(viewer.messages.at(-1)?.data)).toBe(30);
    }
  });
});
