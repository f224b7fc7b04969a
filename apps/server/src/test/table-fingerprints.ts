import { sql } from 'drizzle-orm';
import { createDatabase } from '../db/client';
import { databaseFingerprint } from './database-fingerprint';

/**
 * Every public table's checksum (database-fingerprint.ts), every sequence's position and the
 * migration record of the database at `url`: equal fingerprints, equal databases.
 */
export async function tableFingerprints(url: string) {
  const { db, pool } = createDatabase(url, { max: 1 });
  try {
    const fingerprint = await databaseFingerprint(db, new Set());
    const sequences = await db.execute<{ name: string; last_value: string | null }>(
      sql`select sequencename as name, last_value::text from pg_sequences where schemaname = 'public'`,
    );
    for (const row of sequences.rows)
      fingerprint[`sequence ${row.name}`] = row.last_value ?? 'unused';
    const migrations = await db.execute<{ hashes: string | null }>(
      sql`select string_agg(hash, ',' order by created_at) as hashes from drizzle.__drizzle_migrations`,
    );
    fingerprint.migrations = migrations.rows[0]?.hashes ?? '';
    return fingerprint;
  } finally {
    await pool.end();
  }
}
