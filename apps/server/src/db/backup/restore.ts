import { createReadStream, existsSync, openSync, readSync, closeSync } from 'node:fs';
import { pipeline } from 'node:stream/promises';
import { createGunzip } from 'node:zlib';
import type pg from 'pg';
import { reinstallJobQueues } from '../../modules/jobs/install';
import { MIGRATION_LOCK, runMigrations } from '../migrate';
import { BackupError } from './backup-error';
import {
  copyColumns,
  databaseContents,
  dropPortalObjects,
  quoteIdentifier,
  tablesInLoadOrder,
} from './catalog';
import { copyIn } from './copy-protocol';
import { applyMigrations, localMigrations, migrationLevel } from './migration-steps';
import { linesOf, readHeader, tableRows, type ArchiveHeader } from './portable-archive';
import { findPgTool, libpqConnection, runPgTool } from './pg-tools';

export interface RestoreOptions {
  url: string;
  pool: pg.Pool;
  file: string;
  /** Replace a database that holds data. */
  force: boolean;
  env?: NodeJS.ProcessEnv;
}

/** pg_dump's custom format starts with "PGDMP"; the portable archive is gzip (1f 8b). */
export function archiveFormat(file: string): 'pg_dump' | 'portable' {
  if (!existsSync(file)) throw new BackupError(`No backup file at ${file}.`);
  const magic = Buffer.alloc(5);
  const fd = openSync(file, 'r');
  try {
    readSync(fd, magic, 0, 5, 0);
  } finally {
    closeSync(fd);
  }
  if (magic.toString('latin1') === 'PGDMP') return 'pg_dump';
  if (magic[0] === 0x1f && magic[1] === 0x8b) return 'portable';
  throw new BackupError(
    `${file} is not a backup (neither pg_dump's custom format nor the portal's).`,
  );
}

async function loadTables(
  client: pg.ClientBase,
  header: ArchiveHeader,
  rows: AsyncIterator<string>,
) {
  const target = new Map((await tablesInLoadOrder(client)).map((table) => [table.name, table]));
  // Rows a migration may have inserted would collide with the backup's own. No migration writes
  // the audit trail, and its table refuses TRUNCATE (ADR 56): it is left out, empty as made.
  const emptied = [...target.keys()].filter((name) => name !== 'audit_log');
  if (emptied.length > 0) await client.query(`truncate ${emptied.map(quoteIdentifier).join(', ')}`);
  for (const table of header.tables) {
    const columns = target.get(table.name)?.columns ?? [];
    if (!table.columns.every((column) => columns.includes(column)))
      throw new BackupError(
        `Table ${table.name} in the backup does not match the schema it names.`,
      );
    await copyIn(client, `copy ${copyColumns(table)} from stdin`, tableRows(rows, table.name));
  }
  for (const sequence of header.sequences) {
    if (sequence.lastValue === null) continue; // never used: as fresh as the migration made it
    await client.query('select setval($1::regclass, $2::bigint, true)', [
      `public.${quoteIdentifier(sequence.name)}`,
      sequence.lastValue,
    ]);
  }
}

/**
 * One transaction: rebuild the schema the backup was made with (this portal's migrations up to
 * the backup's level), load every table, set the sequences, migrate on to this version.
 */
async function restorePortable(client: pg.ClientBase, file: string, replace: boolean) {
  const gunzip = createGunzip();
  const reading = pipeline(createReadStream(file), gunzip).catch(() => undefined);
  const rows = linesOf(gunzip);
  try {
    const header = await readHeader(rows);
    const local = localMigrations();
    const level = migrationLevel(header.migrations, local);
    await client.query('begin');
    try {
      // A portal starting meanwhile waits here instead of migrating a half-restored database.
      await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
      if (replace) await dropPortalObjects(client);
      await applyMigrations(client, local.slice(0, level));
      await loadTables(client, header, rows);
      await applyMigrations(client, local.slice(level));
      await reinstallJobQueues(client);
      await client.query('commit');
    } catch (error) {
      await client.query('rollback').catch(() => undefined);
      throw error;
    }
    return `${header.tables.length} tables from ${header.createdAt}`;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? '';
    if (code.startsWith('Z_'))
      throw new BackupError(
        `The backup file is damaged or incomplete (${(error as Error).message}).`,
      );
    throw error;
  } finally {
    gunzip.destroy();
    await reading;
  }
}

async function resetJobQueue(pool: pg.Pool) {
  const client = await pool.connect();
  try {
    await client.query('begin');
    await client.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await reinstallJobQueues(client);
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

/**
 * Restores a backup made by backupDatabase, all or nothing. A database holding data is replaced
 * only with `force`; a pg_dump archive needs pg_restore, which runs as one transaction.
 */
export async function restoreDatabase(options: RestoreOptions) {
  const { url, pool, file, force, env = process.env } = options;
  const format = archiveFormat(file);
  const client = await pool.connect();
  let contents: Awaited<ReturnType<typeof databaseContents>>;
  try {
    await client.query('set statement_timeout = 0');
    contents = await databaseContents(client);
    if (contents === 'data' && !force) {
      throw new BackupError(
        'The database already holds data and a restore replaces all of it. Back it up first, then add --force.',
      );
    }
    if (format === 'portable') {
      return { format, detail: await restorePortable(client, file, contents !== 'nothing') };
    }
  } finally {
    client.release();
  }
  const pgRestore = findPgTool('pg_restore', 0, env);
  if (!pgRestore)
    throw new BackupError(
      'This is a pg_dump archive and restoring it needs pg_restore: install PostgreSQL client tools or set PG_BIN_DIR.',
    );
  const connection = libpqConnection(url);
  await runPgTool(
    pgRestore,
    [
      '--single-transaction',
      '--no-owner',
      '--no-privileges',
      ...(contents === 'nothing' ? [] : ['--clean', '--if-exists']),
      `--dbname=${connection.dbname}`,
      file,
    ],
    connection.env,
  );
  await runMigrations(pool); // an archive from an older portal: bring it up to this version
  await resetJobQueue(pool);
  return { format, detail: `${pgRestore.path} (PostgreSQL ${pgRestore.major})` };
}
