import type { Config } from './config';
import { createDatabase } from './db/client';
import { startEmbeddedPostgres, type EmbeddedDatabase } from './db/embedded-postgres';
import { runMigrations } from './db/migrate';
import { reportPhoneMigration } from './db/normalise-phones';
import { mediaStorageFor } from './modules/media/service';
import { demoSeeders } from './db/seed/demo-seeders';
import { runSeeders } from './db/seed/run-seeders';

export interface DatabaseHandle {
  database: ReturnType<typeof createDatabase>;
  embedded: EmbeddedDatabase | undefined;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** Command-line tools share the embedded database of a portal that is already running. */
  attachToRunning?: boolean;
  seed?: boolean;
  /** Backup and restore work on the database as it is: no migrations first. */
  migrate?: boolean;
}

/** Brings the database up to date: embedded server if needed, migrations, then demo content. */
export async function openDatabase(
  config: Config,
  log: (message: string) => void,
  { attachToRunning = false, seed = true, migrate = true }: OpenOptions = {},
): Promise<DatabaseHandle> {
  const embedded = config.databaseUrl
    ? undefined
    : await startEmbeddedPostgres({
        dataDir: config.dataDir,
        database: 'portal',
        log,
        attachToRunning,
      });
  const url = config.databaseUrl ?? embedded?.url;
  if (!url) throw new Error('no database URL');
  const database = createDatabase(url, config.pool);
  try {
    if (migrate) reportPhoneMigration(await runMigrations(database.pool), log);
    if (seed && config.seedDemo) {
      const applied = await runSeeders(database.db, demoSeeders, {
        hashCost: config.passwordHashCost,
        mediaStorage: mediaStorageFor(config.media),
        profile: config.site.profile,
      });
      if (applied.length > 0) log(`demo content added: ${applied.join(', ')}`);
    }
  } catch (error) {
    await database.pool.end();
    await embedded?.stop();
    throw error;
  }
  return {
    database,
    embedded,
    async close() {
      await database.pool.end();
      await embedded?.stop();
    },
  };
}
