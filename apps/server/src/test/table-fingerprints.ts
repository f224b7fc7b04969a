import pg from 'pg';

/**
 * Every public table's row count and a hash of all its rows (as text, sorted), every sequence's
 * position, and the migration record: two databases with equal fingerprints hold the same data.
 */
export async function tableFingerprints(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(
      `select quote_ident(tablename) as name from pg_tables where schemaname = 'public' order by 1`,
    );
    const fingerprint: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query<{ rows: string; hash: string | null }>(
        `select count(*)::text as rows, md5(string_agg(t::text, E'\\n' order by t::text)) as hash
           from ${name} t`,
      );
      fingerprint[name] = `${rows[0]?.rows} rows ${rows[0]?.hash ?? 'empty'}`;
    }
    const { rows: sequences } = await client.query<{ name: string; last_value: string | null }>(
      `select sequencename as name, last_value::text from pg_sequences where schemaname = 'public'`,
    );
    for (const row of sequences) fingerprint[`sequence ${row.name}`] = row.last_value ?? 'unused';
    const { rows: migrations } = await client.query<{ hashes: string }>(
      `select string_agg(hash, ',' order by created_at) as hashes from drizzle.__drizzle_migrations`,
    );
    fingerprint.migrations = migrations[0]?.hashes ?? '';
    return fingerprint;
  } finally {
    await client.end();
  }
}
