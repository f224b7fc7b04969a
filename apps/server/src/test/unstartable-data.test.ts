import { renameSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { healthIs, waitUntil } from './outage-load';
import { scratchDir } from './scratch-dirs';
import { exited, startServerProcess, type ServerProcess } from './server-process';

describe.skipIf(process.env.TEST_DATABASE_URL)('a data directory that cannot start', () => {
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (!server) return;
    server.child.kill('SIGTERM');
    await exited(server.child);
  });

  it('is reported with its cause and the next step while the portal answers 503, and used once mended', async () => {
    const dataDir = scratchDir('portal-damaged-');
    const cluster = await startEmbeddedPostgres({
      dataDir,
      database: 'portal',
      log: () => {},
      durable: false,
    });
    await cluster.stop();
    const control = path.join(dataDir, 'postgres', 'global', 'pg_control');
    renameSync(control, `${control}.aside`); // as damage would leave it: no control file

    server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '', SEED_DEMO: 'false' });
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({
      status: 'degraded',
      database: 'down',
      detail: 'The embedded database cannot start: the database files are damaged.',
    });
    const api = await fetch(`${server.url}/api/events`);
    expect(api.status).toBe(503);
    expect(api.headers.get('retry-after')).toBeTruthy();
    expect(server.output()).toMatch(
      /embedded PostgreSQL cannot start \(attempt 1\): the database files are damaged\. Restore your latest backup: .*npm run db:restore/,
    );

    // Mended while it runs (here: the file put back): the next attempt starts it, with no restart.
    await waitUntil(async () => /attempt 2/.test(server!.output()), 5_000, 'a second attempt');
    renameSync(`${control}.aside`, control);
    const tookMs = await waitUntil(healthIs(server.url, 200), 15_000, 'health once mended');
    expect(tookMs).toBeLessThan(15_000);
    expect(server.child.exitCode).toBeNull();
  }, 60_000);
});
