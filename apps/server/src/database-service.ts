import { setTimeout as delay } from 'node:timers/promises';
import type { Config } from './config';
import { AvailabilityWatch, type AvailabilityStatus } from './db/availability';
import { createDatabase, type DatabaseConnection } from './db/client';
import { isDatabaseUnavailable, rootCauseMessage } from './db/database-errors';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { backoffMs } from './db/embedded-supervisor';
import { runMigrations } from './db/migrate';
import { reportPhoneMigration } from './db/normalise-phones';
import { mediaStorageFor } from './modules/media/service';
import { demoSeeders } from './db/seed/demo-seeders';
import { runSeeders } from './db/seed/run-seeders';

export interface DatabaseService {
  database: DatabaseConnection;
  embedded: EmbeddedDatabase | undefined;
  /** Resolves once migrations and demo content are in; rejects only on a bug (not an outage). */
  ready: Promise<void>;
  /** Whether requests may use the database, and if not why (for /api/health). */
  status(): AvailabilityStatus;
  close(): Promise<void>;
}

/** Migrations, then demo content, on a pool of their own (the app's refuses until they are in). */
async function prepare(url: string, config: Config, log: (message: string) => void) {
  const setup = createDatabase(url, { max: 2 });
  try {
    reportPhoneMigration(await runMigrations(setup.pool), log);
    if (config.seedDemo) {
      const applied = await runSeeders(setup.db, demoSeeders, {
        hashCost: config.passwordHashCost,
        mediaStorage: mediaStorageFor(config.media),
        profile: config.site.profile,
      });
      if (applied.length > 0) log(`demo content added: ${applied.join(', ')}`);
    }
  } finally {
    await setup.pool.end();
  }
}

/**
 * The server's database, kept available for months: the embedded PostgreSQL supervised (restarted
 * when it exits or hangs), or DATABASE_URL; an availability watch that turns an outage into
 * immediate 503s and notices the return; migrations applied as soon as the database lets them.
 * When the database cannot be had at start-up, the server still starts (answering 503, saying
 * why) and keeps trying, instead of exiting for a process manager to restart in a loop.
 */
export async function openDatabaseService(
  config: Config,
  log: (message: string) => void,
): Promise<DatabaseService> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        database: 'portal',
        log,
        keepTrying: true,
      });
  const url = () => config.databaseUrl ?? embedded?.url ?? '';
  const database = createDatabase(url, config.pool);
  const availability = new AvailabilityWatch({ url, database, log });
  embedded?.watchForHang(() => availability.unansweredForMs());

  const closing = new AbortController();
  let firstOutcome!: (outcome: 'ready' | 'waiting') => void;
  const first = new Promise<'ready' | 'waiting'>((resolve) => (firstOutcome = resolve));
  const ready = (async () => {
    for (let attempt = 1; !closing.signal.aborted; attempt += 1) {
      if (embedded && embedded.status().state !== 'running') firstOutcome('waiting');
      await embedded?.whenRunning();
      try {
        await prepare(url(), config, log);
        availability.ready();
        firstOutcome('ready');
        return;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        const wait = backoffMs(attempt);
        log(
          `the database is not available yet (${rootCauseMessage(error)}); ` +
            `answering 503 and trying again in ${Math.max(1, Math.round(wait / 1000))} s`,
        );
        firstOutcome('waiting');
        await delay(wait, undefined, { signal: closing.signal }).catch(() => undefined);
      }
    }
  })();
  // A bug (not an outage) stops the start-up as before; an outage lets the server start.
  await Promise.race([first, ready]);

  const embeddedStatus = (): AvailabilityStatus | undefined => {
    const status = embedded?.status();
    if (!status || status.state === 'running') return undefined;
    const publicReason =
      status.state === 'restarting'
        ? 'The embedded database is restarting.'
        : `The embedded database cannot start: ${status.cause}.`;
    return { state: 'down', publicReason, since: Date.now() };
  };

  return {
    database,
    embedded,
    ready,
    status: () => embeddedStatus() ?? availability.status(),
    async close() {
      closing.abort();
      await availability.stop();
      await database.pool.end();
      await embedded?.stop();
    },
  };
}
