import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { findPostgresUser, freeLoopbackPort } from '../db/postgres-process';
import { scratchDir } from './scratch-dirs';

/** The machine's PostgreSQL 15 binaries (Debian's layout), for a cluster of the test's own. */
export const pg15 = '/usr/lib/postgresql/15/bin';
export const hasPg15 = existsSync(path.join(pg15, 'postgres'));

/**
 * A PostgreSQL 15 cluster of its own in a scratch folder on a free port, never the machine's shared
 * one, that a test may stop, kill and start again as an operator or a failover would.
 */
export async function startThrowawayPostgres() {
  const dir = scratchDir('portal-pg15-');
  const data = path.join(dir, 'data');
  // PostgreSQL refuses to run as root: as root, the cluster belongs to "postgres".
  const user = process.getuid?.() === 0 ? findPostgresUser() : undefined;
  if (user) chownSync(dir, user.uid, user.gid);
  execFileSync(
    path.join(pg15, 'initdb'),
    ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--locale=C'],
    { ...user, stdio: 'ignore' },
  );
  const port = await freeLoopbackPort();
  let child: ChildProcess | undefined;

  async function start() {
    child = await new Promise<ChildProcess>((resolve, reject) => {
      const started = spawn(
        path.join(pg15, 'postgres'),
        ['-D', data, '-p', String(port), '-c', 'listen_addresses=127.0.0.1']
          // No socket file, no shared socket folder; and quick, a test's data being throwaway.
          .concat(['-c', 'unix_socket_directories=', '-c', 'fsync=off']),
        { ...user, stdio: ['ignore', 'ignore', 'pipe'] },
      );
      started.stderr.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('ready to accept connections')) resolve(started);
      });
      started.once('exit', (code) => reject(new Error(`postgres exited (${code}) at start`)));
    });
    child.stderr?.resume();
  }

  /** Stops it (SIGINT: fast shutdown, as a restart does; SIGKILL: a crash) and waits. */
  async function stop(signal: 'SIGINT' | 'SIGKILL' = 'SIGINT') {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill(signal);
    });
  }

  await start();
  const serverUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query('create database portal');
  await admin.end();
  return { url: `postgres://postgres@127.0.0.1:${port}/portal`, start, stop };
}
