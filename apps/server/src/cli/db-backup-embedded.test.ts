import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { runCli } from '../test/run-cli';
import { scratchDir } from '../test/scratch-dirs';
import { exited, startServerProcess, type ServerProcess } from '../test/server-process';
import { tableFingerprints } from '../test/table-fingerprints';

const live = scratchDir('portal-backup-live-');
const fresh = scratchDir('portal-backup-fresh-');
const file = path.join(live, 'portal.dump');
let server: ServerProcess | undefined;

afterAll(async () => {
  server?.child.kill('SIGKILL');
  if (server) await exited(server.child);
});

/** The running portal's embedded PostgreSQL: port from its lock file, password beside it. */
function liveUrl() {
  const port = readFileSync(path.join(live, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[3];
  const password = readFileSync(path.join(live, 'postgres.password'), 'utf8').trim();
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/portal`;
}

const onEmbedded = (script: string, dir: string, args: string[]) =>
  runCli(`src/cli/${script}.ts`, args, { DATA_DIR: dir, DATABASE_URL: '' });

// The embedded database is the same in CI's second pass (TEST_DATABASE_URL), which re-runs the API
// suite against another server: once is enough for this slow test.
describe.skipIf(process.env.TEST_DATABASE_URL)('backups of the embedded database', () => {
  it('backs up while the portal runs, restores into a new data folder and over the running one', async () => {
    server = await startServerProcess({ DATA_DIR: live, DATABASE_URL: '' }); // with demo content
    const backup = await onEmbedded('db-backup', live, ['--file', file]);
    expect(backup.code, backup.output).toBe(0);
    const atBackup = await tableFingerprints(liveUrl());

    const restore = await onEmbedded('db-restore', fresh, ['--file', file]);
    expect(restore.code, restore.output).toBe(0);
    const restored = await startEmbeddedPostgres({
      dataDir: fresh,
      database: 'portal',
      log: () => {},
    });
    try {
      expect(await tableFingerprints(restored.url)).toEqual(atBackup);
    } finally {
      await restored.stop();
    }

    // Over the running portal's own database: replaced in one go, and the portal keeps serving.
    const forced = await onEmbedded('db-restore', live, ['--file', file, '--force']);
    expect(forced.code, forced.output).toBe(0);
    expect(await tableFingerprints(liveUrl())).toEqual(atBackup);
    expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect((await fetch(`${server.url}/api/events`)).status).toBe(200);

    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
  }, 120_000);
});
