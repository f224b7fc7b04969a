import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type App, type AppDependencies } from '../app';
import { loadConfig } from '../config';
import { scratchDir } from './scratch-dirs';
import { createTestDatabase } from './test-database';

/** A tiny stand-in for the built web app, so SPA serving is tested without a web build. */
function webFixture(): string {
  const dir = scratchDir('portal-web-');
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><title>Portal</title><div id="root"></div>',
  );
  return dir;
}

/**
 * Registers hooks that build the app on its own database for this test file.
 * `env` overrides configuration the way the environment would; `logger` replaces the silent one
 * (the fuzz test keeps the server's error lines to show beside a 5xx).
 */
export function useTestApp(
  env: Record<string, string> = {},
  {
    logger = false,
    clock,
    webDistDir,
  }: {
    logger?: AppDependencies['logger'];
    clock?: AppDependencies['clock'];
    /** A built web app of the test's own (link previews need a page with a head). */
    webDistDir?: () => string;
  } = {},
) {
  const state: { app?: App; database?: Awaited<ReturnType<typeof createTestDatabase>> } = {};
  beforeAll(async () => {
    state.database = await createTestDatabase();
    const config = loadConfig({
      DATABASE_URL: state.database.url,
      LOG_LEVEL: 'silent',
      // Cheaper hashing keeps the suite quick; password.test.ts covers the production cost.
      PASSWORD_HASH_COST: '12',
      PUBLIC_URL: 'http://portal.test',
      // A test machine running many suites at once can starve any one event loop for a second;
      // shedding is proven in overload.test.ts, not left to chance in every other suite.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      // Suites register many people from one address; hoarding.test.ts proves the real limits.
      REGISTRATION_BURST: '100000',
      REGISTRATIONS_UNPROVED: '100000',
      DATA_DIR: scratchDir('portal-data-'),
      ...env,
    });
    state.app = await buildApp({
      config,
      db: state.database.db,
      pool: state.database.pool,
      webDistDir: webDistDir ? webDistDir() : webFixture(),
      logger,
      clock,
    });
    await state.app.ready();
  });
  afterAll(async () => {
    await state.app?.close();
    await state.database?.drop();
  });
  return {
    get app(): App {
      if (!state.app) throw new Error('useTestApp: the app is built in beforeAll');
      return state.app;
    },
    get db() {
      if (!state.database) throw new Error('useTestApp: the database is created in beforeAll');
      return state.database.db;
    },
    get pool() {
      if (!state.database) throw new Error('useTestApp: the database is created in beforeAll');
      return state.database.pool;
    },
  };
}
