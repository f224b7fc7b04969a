import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, unlinkSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';

/** Why the embedded database cannot start, in one line a non-expert can act on. */
export class EmbeddedDatabaseError extends Error {}

/** Another portal process runs PostgreSQL on this data directory: never waited out, never shared. */
export class DataDirectoryInUseError extends EmbeddedDatabaseError {}

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

function parentOf(pid: number): number | undefined {
  try {
    // /proc/<pid>/stat: "pid (comm) state ppid …"; comm may hold spaces, so split after ')'.
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return undefined;
  }
}

/** The processes whose parent is `pid` (a postmaster's backends and helpers); none without /proc. */
export function childrenOf(pid: number): number[] {
  if (!existsSync('/proc')) return [];
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((candidate) => parentOf(candidate) === pid);
}

function isNodeProcess(pid: number): boolean {
  try {
    return /node/.test(readFileSync(`/proc/${pid}/cmdline`, 'utf8'));
  } catch {
    return false;
  }
}

export type LockState =
  | { state: 'free' }
  | { state: 'foreign-pid'; pid: number }
  | { state: 'orphan'; pid: number }
  | { state: 'in-use'; pid: number; ownerPid: number; port: number };

/**
 * Who holds the data directory: nobody (or a dead pid PostgreSQL clears itself), an unrelated
 * process that reused the pid, a PostgreSQL orphaned by a killed server, or one a live portal
 * process (its parent) still runs.
 */
export function inspectLock(pgDir: string): LockState {
  const lockFile = path.join(pgDir, 'postmaster.pid');
  if (!existsSync(lockFile)) return { state: 'free' };
  const lines = readFileSync(lockFile, 'utf8').split('\n');
  const pid = Number(lines[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return { state: 'free' };
  if (!looksLikePostgres(pid)) return { state: 'foreign-pid', pid };
  const ownerPid = parentOf(pid);
  if (ownerPid && ownerPid !== 1 && isAlive(ownerPid) && isNodeProcess(ownerPid)) {
    return { state: 'in-use', pid, ownerPid, port: Number(lines[3]) };
  }
  return { state: 'orphan', pid };
}

/**
 * After the server was killed (kill -9, power loss) its PostgreSQL may still run as an orphan, or
 * have left a postmaster.pid behind. Stop the orphan cleanly (a fast shutdown checkpoints every
 * committed row) and drop a lock file that points at an unrelated process. Data is never touched.
 * A PostgreSQL that a running portal process still owns is left alone: starting is refused.
 */
export async function recoverFromUncleanExit(
  pgDir: string,
  log: (message: string) => void,
): Promise<void> {
  const lock = inspectLock(pgDir);
  if (lock.state === 'free') return;
  if (lock.state === 'foreign-pid') {
    log(`removing stale ${path.join(pgDir, 'postmaster.pid')}: pid ${lock.pid} is not PostgreSQL`);
    unlinkSync(path.join(pgDir, 'postmaster.pid'));
    return;
  }
  if (lock.state === 'in-use') {
    throw new DataDirectoryInUseError(
      `Another portal process (pid ${lock.ownerPid}) is already using ${pgDir}; stop it or set a different DATA_DIR.`,
    );
  }
  log(`stopping orphaned PostgreSQL (pid ${lock.pid}) left by an earlier run`);
  process.kill(lock.pid, 'SIGINT');
  if (!(await waitForExit(lock.pid, 60_000))) {
    throw new EmbeddedDatabaseError(
      `An earlier PostgreSQL (pid ${lock.pid}) still holds ${pgDir} and did not stop; stop it and retry.`,
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
