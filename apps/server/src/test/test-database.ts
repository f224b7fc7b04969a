import pg from 'pg';
import { inject } from 'vitest';
import { createDatabase } from '../db/client';
import { databaseUrl, uniqueName } from './database-names';

/** A fresh, migrated database for one test file, cloned from the run's template (fast). */
export async function createTestDatabase() {
  const adminUrl = inject('adminUrl');
  const name = uniqueName('portal_test');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template ${inject('templateDatabase')}`);
  const url = databaseUrl(adminUrl, name);
  const database = createDatabase(url, { max: 5 });
  return {
    url,
    ...database,
    async drop() {
      await database.pool.end();
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}
