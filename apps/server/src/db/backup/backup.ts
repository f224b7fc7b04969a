import { createWriteStream, mkdirSync, renameSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type pg from 'pg';
import { BackupError } from './backup-error';
import { JOB_QUEUE_SCHEMA } from '../../modules/jobs/install';
import { writePortableArchive } from './portable-archive';
import { findPgTool, libpqConnection, runPgTool } from './pg-tools';

export type BackupFormat = 'auto' | 'pg_dump' | 'portable';

export interface BackupOptions {
  /** Connection string of the database (pg_dump connects on its own). */
  url: string;
  pool: pg.Pool;
  file: string;
  format: BackupFormat;
  env?: NodeJS.ProcessEnv;
}

export interface BackupResult {
  file: string;
  format: 'pg_dump' | 'portable';
  detail: string;
  bytes: number;
}

export const defaultBackupFile = (now = new Date()) =>
  path.join('backups', `portal-${now.toISOString().replace(/[:.]/g, '-')}.dump`);

export async function serverMajorVersion(client: pg.ClientBase): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>('show server_version_num');
  return Math.floor(Number(rows[0]?.server_version_num) / 10_000);
}

async function writePortable(client: pg.ClientBase, file: string) {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file));
  try {
    const header = await writePortableArchive(client, gzip);
    gzip.end();
    await written;
    return `${header.tables.length} tables, migration level ${header.migrations.length}`;
  } catch (error) {
    gzip.destroy();
    await written.catch(() => undefined);
    throw error;
  }
}

/**
 * Backs the database up to `file`: pg_dump's custom format when a pg_dump at least as new as the
 * server is found, else the portal's portable archive (see portable-archive.ts). The file appears
 * under its name only once complete.
 */
export async function backupDatabase(options: BackupOptions): Promise<BackupResult> {
  const { url, pool, file, format, env = process.env } = options;
  mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0'); // a large table may take a while
    const major = await serverMajorVersion(client);
    const pgDump = format === 'portable' ? undefined : findPgTool('pg_dump', major, env);
    if (format === 'pg_dump' && !pgDump) {
      throw new BackupError(
        `No pg_dump of PostgreSQL ${major} or newer found (PG_BIN_DIR, PATH, /usr/lib/postgresql/*/bin); install one or use --format portable.`,
      );
    }
    let detail: string;
    if (pgDump) {
      const connection = libpqConnection(url);
      await runPgTool(
        pgDump,
        [
          '--format=custom',
          // The job queue is rebuilt from the data on restore (see reinstallJobQueues).
          `--exclude-schema=${JOB_QUEUE_SCHEMA}`,
          `--file=${partial}`,
          `--dbname=${connection.dbname}`,
        ],
        connection.env,
      );
      detail = `${pgDump.path} (PostgreSQL ${pgDump.major})`;
    } else {
      detail = await writePortable(client, partial);
    }
    renameSync(partial, file);
    return {
      file,
      format: pgDump ? 'pg_dump' : 'portable',
      detail,
      bytes: statSync(file).size,
    };
  } catch (error) {
    rmSync(partial, { force: true });
    throw error;
  } finally {
    client.release();
  }
}
