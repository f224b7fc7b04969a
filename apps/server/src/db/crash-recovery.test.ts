import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { siteSchema } from '@portal/contract';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../test/run-cli';
import { exited, startServerProcess } from '../test/server-process';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-crash-'));
chmodSync(dataDir, 0o755); // PostgreSQL runs as its own user when we are root
const running = new Set<ChildProcess>();

/** Starts the real server on this file's data directory (embedded PostgreSQL). */
async function startServer() {
  const server = await startServerProcess({ DATA_DIR: dataDir, DATABASE_URL: '' });
  running.add(server.child);
  return server;
}

const lockFile = path.join(dataDir, 'postgres', 'postmaster.pid');
const lockLines = () => readFileSync(lockFile, 'utf8').split('\n');

async function writeTagline(tagline: string) {
  const password = readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim();
  const client = new pg.Client({
    host: '127.0.0.1',
    port: Number(lockLines()[3]),
    user: 'postgres',
    password,
    database: 'portal',
  });
  await client.connect();
  await client.query(
    `insert into site_settings (id, tagline) values (1, $1) on conflict (id) do update set tagline = $1`,
    [tagline],
  );
  await client.end();
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('embedded PostgreSQL across a crash', () => {
  afterAll(async () => {
    for (const child of running) child.kill('SIGKILL');
    if (existsSync(lockFile)) process.kill(Number(lockLines()[0]), 'SIGINT');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every committed row after kill -9 and comes back up on the same data', async () => {
    const first = await startServer();
    await writeTagline('written before the crash');
    const orphan = Number(lockLines()[0]);

    first.child.kill('SIGKILL');
    await exited(first.child);
    expect(isAlive(orphan)).toBe(true); // the postmaster outlived its parent

    const second = await startServer();
    expect(isAlive(orphan)).toBe(false);
    const site = siteSchema.parse(await (await fetch(`${second.url}/api/site`)).json());
    expect(site.tagline).toBe('written before the crash');

    second.child.kill('SIGTERM');
    expect(await exited(second.child)).toBe(0);
    expect(existsSync(lockFile)).toBe(false); // PostgreSQL shut down cleanly with us
  }, 90_000);

  it("lets create-admin share the running portal's database, and refuses a second server on it", async () => {
    const server = await startServer();
    const created = await runCli(
      'src/cli/create-admin.ts',
      [
        '--name',
        'Runa',
        '--email',
        'runa@example.org',
        '--mobile',
        '9123456780',
        '--password',
        'admin while running',
      ],
      { DATA_DIR: dataDir, DATABASE_URL: '' },
    );
    expect(created.code, created.output).toBe(0);
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        mobile: '9123456780',
        password: 'admin while running',
        asAdmin: true,
      }),
    });
    expect(login.status).toBe(200);
    await expect(startServer()).rejects.toThrow(/Another portal process/);
    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
  }, 90_000);

  it('starts over a lock file left pointing at an unrelated process', async () => {
    const unrelated = spawn('sleep', ['60']);
    writeFileSync(lockFile, `${unrelated.pid}\n${path.join(dataDir, 'postgres')}\n`);
    const server = await startServer();
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    unrelated.kill();
    server.child.kill('SIGTERM');
    expect(await exited(server.child)).toBe(0);
  }, 60_000);
});
