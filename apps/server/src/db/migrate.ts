import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type pg from 'pg';
import { migrationsDir } from '../paths';
import { installJobQueues } from '../modules/jobs/install';
import { normaliseStoredPhones, type PhoneMigrationResult } from './normalise-phones';
import { moveAlumniData } from './alumni-data';

// Any fixed number shared by every process of this app; only migrations take this lock.
export const MIGRATION_LOCK = 7_250_001;

/**
 * Applies committed migrations, installs the job queue's tables (pg-boss keeps its own schema
 * and versions), then the data moves SQL cannot make (phones to E.164, which needs
 * libphonenumber; names' search keys and countries as codes, alumni-data.ts); the advisory lock lets N processes start at once safely.
 */
export async function runMigrations(pool: pg.Pool): Promise<PhoneMigrationResult> {
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: migrationsDir });
    await installJobQueues(client);
    const phones = await normaliseStoredPhones(client);
    await moveAlumniData(client);
    return phones;
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
    client.release();
  }
}
