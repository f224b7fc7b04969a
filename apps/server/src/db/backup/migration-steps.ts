import { readMigrationFiles, type MigrationMeta } from 'drizzle-orm/migrator';
import type pg from 'pg';
import { migrationsDir } from '../../paths';
import { BackupError } from './backup-error';

/** A migration as recorded in the database (drizzle.__drizzle_migrations). */
export interface AppliedMigration {
  hash: string;
  createdAt: number;
}

export const localMigrations = (): MigrationMeta[] =>
  readMigrationFiles({ migrationsFolder: migrationsDir });

/** What the database records as applied, oldest first; none when it was never migrated. */
export async function appliedMigrations(client: pg.ClientBase): Promise<AppliedMigration[]> {
  const table = await client.query(`select to_regclass('drizzle.__drizzle_migrations') as name`);
  if (!table.rows[0]?.name) return [];
  const { rows } = await client.query<{ hash: string; created_at: string }>(
    'select hash, created_at from drizzle.__drizzle_migrations order by created_at, id',
  );
  return rows.map((row) => ({ hash: row.hash, createdAt: Number(row.created_at) }));
}

/**
 * How many of this portal's migrations the backup's schema had. The backup's must be the first of
 * ours, in order: a backup from a newer portal (or another app) cannot be restored by this one.
 */
export function migrationLevel(backup: AppliedMigration[], local: MigrationMeta[]): number {
  backup.forEach((migration, index) => {
    const ours = local[index];
    if (!ours || ours.hash !== migration.hash || ours.folderMillis !== migration.createdAt) {
      throw new BackupError(
        `This backup was made by a different version of the portal (its migration ${index + 1} is not this version's); restore it with the version that made it, or a newer one.`,
      );
    }
  });
  return backup.length;
}

/**
 * Applies migrations inside the caller's transaction, recording them as Drizzle's migrator does,
 * so a restore can rebuild the schema, load the data and migrate on, all or nothing.
 */
export async function applyMigrations(client: pg.ClientBase, migrations: MigrationMeta[]) {
  await client.query('create schema if not exists drizzle');
  await client.query(
    'create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)',
  );
  for (const migration of migrations) {
    for (const statement of migration.sql) await client.query(statement);
    await client.query(
      'insert into drizzle.__drizzle_migrations (hash, created_at) values ($1, $2)',
      [migration.hash, migration.folderMillis],
    );
  }
}
