import type pg from 'pg';
import { loadConfig } from '../config';
import { openDatabase } from '../start';

/**
 * The database a backup tool works on: the embedded one (shared with a running portal) or
 * DATABASE_URL, as it is: no migrations, no demo content. Runs `work` with it, then closes it.
 */
export async function withBackupDatabase<T>(
  work: (database: { url: string; pool: pg.Pool }) => Promise<T>,
): Promise<T> {
  const config = loadConfig();
  const handle = await openDatabase(config, () => {}, {
    attachToRunning: true,
    seed: false,
    migrate: false,
  });
  try {
    const url = config.databaseUrl ?? handle.embedded?.url ?? '';
    return await work({ url, pool: handle.database.pool });
  } finally {
    await handle.close();
  }
}
