import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedPostgres } from '../db/embedded-postgres';
import { runMigrations } from '../db/migrate';
import { databaseUrl, uniqueName } from './database-names';

declare module 'vitest' {
  export interface ProvidedContext {
    adminUrl: string;
    templateDatabase: string;
    /** Where tests make their folders (scratch-dirs.ts); removed with everything in it at the end. */
    scratchRoot: string;
  }
}

/**
 * One PostgreSQL for the whole run (TEST_DATABASE_URL, else an embedded one), with a migrated
 * template that each test file clones into its own database.
 */
export default async function setup(project: TestProject) {
  const scratchRoot = mkdtempSync(path.join(os.tmpdir(), 'portal-run-'));
  chmodSync(scratchRoot, 0o755);
  project.provide('scratchRoot', scratchRoot);
  const external = process.env.TEST_DATABASE_URL;
  const scratch = external ? undefined : mkdtempSync(path.join(os.tmpdir(), 'portal-test-'));
  // mkdtemp makes it private; PostgreSQL runs as its own user when we are root.
  if (scratch) chmodSync(scratch, 0o755);
  const embedded = scratch
    ? await startEmbeddedPostgres({
        dataDir: scratch,
        database: 'portal',
        log: () => {},
        durable: false,
      })
    : undefined;
  const adminUrl = external ?? embedded?.adminUrl ?? '';

  const templateDatabase = uniqueName('portal_template');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${templateDatabase}`);
  const pool = new pg.Pool({ connectionString: databaseUrl(adminUrl, templateDatabase), max: 1 });
  await runMigrations(pool);
  await pool.end();

  project.provide('adminUrl', adminUrl);
  project.provide('templateDatabase', templateDatabase);

  return async () => {
    await admin.query(`drop database if exists ${templateDatabase} with (force)`);
    await admin.end();
    await embedded?.stop();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
    rmSync(scratchRoot, { recursive: true, force: true });
  };
}
