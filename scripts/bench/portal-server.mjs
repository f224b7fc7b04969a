// The production server (apps/server/dist) on a scratch embedded PostgreSQL in a temp folder.
import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { onCleanup } from './cleanup.mjs';
import { isAlive, stopChild, waitFor } from './processes.mjs';

export const root = path.resolve(import.meta.dirname, '../..');

/** A temp DATA_DIR, removed at the end (after any PostgreSQL left in it is stopped). */
export function scratchDataDir() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'portal-bench-'));
  // When we run as root the embedded PostgreSQL runs as the `postgres` user, who must reach it.
  chmodSync(dataDir, 0o755);
  onCleanup(async () => {
    await stopOrphanPostgres(dataDir);
    rmSync(dataDir, { recursive: true, force: true });
  });
  return dataDir;
}

const lockFile = (dataDir) => path.join(dataDir, 'postgres', 'postmaster.pid');

/** postmaster.pid: line 1 the PID, line 4 the port. */
function lockLines(dataDir) {
  return existsSync(lockFile(dataDir)) ? readFileSync(lockFile(dataDir), 'utf8').split('\n') : [];
}

/** Only after a server was killed hard: its PostgreSQL outlives it, so stop that (fast mode). */
async function stopOrphanPostgres(dataDir) {
  const pid = Number(lockLines(dataDir)[0]);
  if (!pid || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  await waitFor(() => !isAlive(pid), { timeoutMs: 30_000, what: 'PostgreSQL to stop' });
}

/** Connection settings of the embedded PostgreSQL of a running server. */
export function embeddedDatabase(dataDir) {
  return {
    host: '127.0.0.1',
    port: Number(lockLines(dataDir)[3]),
    user: 'postgres',
    password: readFileSync(path.join(dataDir, 'postgres.password'), 'utf8').trim(),
    database: 'portal',
  };
}

/** `npm run serve`'s command (node, its flags, the script), so the bench runs what production runs. */
export const serveCommand = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'))
  .scripts.serve.split(' ')
  .filter(Boolean);

/**
 * Starts the server as `npm run serve` does and resolves once /api/health answers 200, with the
 * seconds from spawn to healthy. Server output is kept (for a failure message) and any log line
 * at error level or worse is counted: a bench run should have none.
 */
export async function startPortal(dataDir, { seedDemo = true, env = {} } = {}) {
  const started = performance.now();
  // BENCH_SERVER_FLAGS adds node flags to the server's, e.g. --cpu-prof to see where time goes.
  const flags = (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...serveCommand.slice(1)], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: '',
      SMTP_URL: '',
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '1000000000',
      // Load comes from many made-up people's addresses (X-Forwarded-For), an attack from one.
      TRUST_PROXY: 'true',
      SEED_DEMO: seedDemo ? 'true' : 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const stop = onCleanup(() => stopChild(child, 20_000));
  const server = { child, pid: child.pid, output: '', errorLines: [], stop };
  const collect = (chunk) => {
    const text = chunk.toString();
    server.output = (server.output + text).slice(-20_000);
    for (const line of text.split('\n')) {
      // pino: 50 error, 60 fatal.
      if (/"level":\s*(50|60)/.test(line) || /cannot start/.test(line))
        server.errorLines.push(line.slice(0, 500));
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  const gone = new Promise((_, reject) =>
    child.once('exit', (code, signal) =>
      reject(new Error(`server exited (${code ?? signal}):\n${server.output}`)),
    ),
  );
  gone.catch(() => undefined);
  server.url = await Promise.race([
    gone,
    waitFor(() => /running at (http:\/\/\S+)/.exec(server.output)?.[1], {
      timeoutMs: 180_000,
      everyMs: 20,
      what: 'the server to listen',
    }),
  ]);
  await Promise.race([
    gone,
    waitFor(
      () =>
        fetch(`${server.url}/api/health`)
          .then((response) => response.ok)
          .catch(() => false),
      { timeoutMs: 60_000, everyMs: 20, what: '/api/health to answer 200' },
    ),
  ]);
  server.seconds = (performance.now() - started) / 1000;
  return server;
}
