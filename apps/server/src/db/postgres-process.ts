import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** Why the embedded database cannot start, in one line a non-expert can act on. */
export class EmbeddedDatabaseError extends Error {}

export interface PostgresUser {
  uid: number;
  gid: number;
}

/** The system account PostgreSQL runs under when we are root (it refuses to run as root). */
export function findPostgresUser(): PostgresUser | undefined {
  try {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    return Number.isInteger(uid) && Number.isInteger(gid) ? { uid, gid } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The first folder on the way to `target` that `user` may not enter, if any. A project under a
 * mode-700 home makes initdb fail with a bare "Permission denied"; this names the folder instead.
 */
export function findUntraversableFolder(target: string, user: PostgresUser): string | undefined {
  const folders: string[] = [];
  for (let dir = path.resolve(target); ; dir = path.dirname(dir)) {
    folders.unshift(dir);
    if (path.dirname(dir) === dir) break;
  }
  for (const dir of folders) {
    if (!existsSync(dir)) break;
    const { mode, uid, gid } = statSync(dir);
    const mayEnter =
      (mode & 0o001) !== 0 ||
      (uid === user.uid && (mode & 0o100) !== 0) ||
      (gid === user.gid && (mode & 0o010) !== 0);
    if (!mayEnter) return dir;
  }
  return undefined;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function looksLikePostgres(pid: number): boolean {
  const cmdline = `/proc/${pid}/cmdline`;
  // Without /proc (macOS) we cannot tell, so assume the lock file is right.
  if (!existsSync('/proc')) return true;
  try {
    return readFileSync(cmdline, 'utf8').includes('postgres');
  } catch {
    return false;
  }
}

async function waitForExit(pid: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive(pid)) return true;
    await delay(100);
  }
  return !isAlive(pid);
}

/**
 * After the server was killed (kill -9, power loss) its PostgreSQL may still run as an orphan, or
 * have left a postmaster.pid behind. Stop the orphan cleanly (a fast shutdown checkpoints every
 * committed row) and drop a lock file that points at an unrelated process. Data is never touched.
 */
export async function recoverFromUncleanExit(
  pgDir: string,
  log: (message: string) => void,
): Promise<void> {
  const lockFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return;
  const pid = Number(readFileSync(lockFile, 'utf8').split('\n')[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return; // PostgreSQL clears a dead lock itself.
  if (!looksLikePostgres(pid)) {
    log(`removing stale ${lockFile}: pid ${pid} is not PostgreSQL`);
    unlinkSync(lockFile);
    return;
  }
  log(`stopping orphaned PostgreSQL (pid ${pid}) left by an earlier run`);
  process.kill(pid, 'SIGINT');
  if (!(await waitForExit(pid, 60_000))) {
    throw new EmbeddedDatabaseError(
      `An earlier PostgreSQL (pid ${pid}) still holds ${pgDir} and did not stop; stop it and retry.`,
    );
  }
}

export function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}
