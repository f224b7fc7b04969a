import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { findPgTool } from '../db/backup/pg-tools';
import { demoSeeders } from '../db/seed/demo-seeders';
import { runSeeders } from '../db/seed/run-seeders';
import { databaseUrl, uniqueName } from '../test/database-names';
import { runCli } from '../test/run-cli';
import { tableFingerprints } from '../test/table-fingerprints';
import { createTestDatabase } from '../test/test-database';

const folder = mkdtempSync(path.join(os.tmpdir(), 'portal-backups-'));
const admin = new pg.Client({ connectionString: inject('adminUrl') });
const scratch: string[] = [];
let source: Awaited<ReturnType<typeof createTestDatabase>>;
let serverMajor = 0;

/** A new, empty database (not even migrated), as a fresh install would restore into. */
async function emptyDatabase() {
  const name = uniqueName('portal_restore');
  await admin.query(`create database ${name}`);
  scratch.push(name);
  return databaseUrl(inject('adminUrl'), name);
}

/** Delivery jobs by the outbox row they name, and the outbox rows still waiting to go. */
async function deliveries(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const jobs = await client.query<{ id: string }>(
      `select data->>'outboxId' as id from pgboss.job where name = 'send-mail' order by 1`,
    );
    const waiting = await client.query<{ id: string }>(
      `select id::text from outbox where status = 'queued' order by 1`,
    );
    return { jobs: jobs.rows.map((row) => row.id), waiting: waiting.rows.map((row) => row.id) };
  } finally {
    await client.end();
  }
}

const cli = (script: 'db-backup' | 'db-restore', url: string, args: string[]) =>
  runCli(`src/cli/${script}.ts`, args, { DATABASE_URL: url });

beforeAll(async () => {
  await admin.connect();
  source = await createTestDatabase();
  await runSeeders(source.db, demoSeeders, { hashCost: 10 });
  // Text COPY must carry what people type: tabs, newlines, backslashes, quotes, emoji, NULLs.
  await source.db.execute(sql`
    insert into posts (content, channel_id, author_id)
    values (${'tab\there\nnew line \\ back\\slash "quoted" \u{1F3CF} \\.'}, null, null)`);
  await source.db.execute(
    sql`select nextval('donation_receipt_seq'), nextval('donation_receipt_seq')`,
  );
  // Mail still waiting: its delivery job is rebuilt on restore, not carried in the backup.
  await source.db.execute(sql`
    insert into outbox (to_address, subject, text_body, status)
    values ('ananya.iyer@example.in', 'शुभ दीपावली', 'Namaste', 'queued')`);
  // Enough rows that COPY spans many socket reads and compressed chunks.
  await source.db.execute(sql`
    insert into posts (content)
    select 'bulk post ' || g || repeat(' wall', g % 50) from generate_series(1, 20000) g`);
  const { rows } = await admin.query<{ v: string }>(
    `select current_setting('server_version_num') as v`,
  );
  serverMajor = Math.floor(Number(rows[0]?.v) / 10_000);
});

afterAll(async () => {
  await source.drop();
  for (const name of scratch) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  rmSync(folder, { recursive: true, force: true });
});

describe('npm run db:backup / db:restore: the portable archive', () => {
  const file = path.join(folder, 'portable.dump');
  let restored: string;

  it('round-trips every table, sequence and the migration level into an empty database', async () => {
    const backup = await cli('db-backup', source.url, ['--file', file, '--format', 'portable']);
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(`Backed up to ${file} (portable`);
    expect(readFileSync(file).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));

    restored = await emptyDatabase();
    const restore = await cli('db-restore', restored, ['--file', file]);
    expect(restore.code, restore.output).toBe(0);
    const expected = await tableFingerprints(source.url);
    expect(Object.keys(expected).length).toBeGreaterThan(20);
    expect(await tableFingerprints(restored)).toEqual(expected);
  });

  it('leaves sequences where the source had them, so new rows get new numbers', async () => {
    const client = new pg.Client({ connectionString: restored });
    await client.connect();
    const next = await client.query<{ v: string }>(`select nextval('donation_receipt_seq') as v`);
    expect(Number(next.rows[0]?.v)).toBe(3);
    await client.end();
  });

  it('refuses to overwrite a database that holds data without --force, and changes nothing', async () => {
    const before = await tableFingerprints(restored);
    const refused = await cli('db-restore', restored, ['--file', file]);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain('already holds data');
    expect(refused.output).toContain('--force');
    expect(await tableFingerprints(restored)).toEqual(before);
  });

  it('is all or nothing: a damaged backup leaves the database as it was, even with --force', async () => {
    const before = await tableFingerprints(restored);
    const damaged = path.join(folder, 'damaged.dump');
    const whole = readFileSync(file);
    writeFileSync(damaged, whole.subarray(0, Math.floor(whole.length * 0.7)));
    const result = await cli('db-restore', restored, ['--file', damaged, '--force']);
    expect(result.code).toBe(1);
    expect(result.output).toMatch(/damaged or incomplete|ends inside table/);
    expect(await tableFingerprints(restored)).toEqual(before);
  });

  it('replaces the data with --force', async () => {
    await source.db.execute(sql`delete from posts where author_id is null`);
    const smaller = path.join(folder, 'smaller.dump');
    expect(
      (await cli('db-backup', source.url, ['--file', smaller, '--format', 'portable'])).code,
    ).toBe(0);
    const result = await cli('db-restore', restored, ['--file', smaller, '--force']);
    expect(result.code, result.output).toBe(0);
    expect(await tableFingerprints(restored)).toEqual(await tableFingerprints(source.url));
    const { jobs, waiting } = await deliveries(restored);
    expect(waiting.length).toBeGreaterThan(0);
    expect(jobs).toEqual(waiting);
  });

  it('explains a file that is not a backup', async () => {
    const bogus = path.join(folder, 'bogus.dump');
    writeFileSync(bogus, 'hello');
    const result = await cli('db-restore', await emptyDatabase(), ['--file', bogus]);
    expect(result.code).toBe(1);
    expect(result.output).toContain('is not a backup');
  });
});

describe('npm run db:backup / db:restore: pg_dump custom format', () => {
  it('round-trips through pg_dump and pg_restore when a pg_dump as new as the server is at hand', async (context) => {
    if (!findPgTool('pg_dump', serverMajor))
      context.skip(`no pg_dump ${serverMajor} or newer here`);
    const file = path.join(folder, 'pg-dump.dump');
    const backup = await cli('db-backup', source.url, ['--file', file]);
    expect(backup.code, backup.output).toBe(0);
    expect(readFileSync(file).subarray(0, 5).toString()).toBe('PGDMP');

    const target = await emptyDatabase();
    const restore = await cli('db-restore', target, ['--file', file]);
    expect(restore.code, restore.output).toBe(0);
    expect(await tableFingerprints(target)).toEqual(await tableFingerprints(source.url));

    // Over data: refused without --force, replaced with it.
    expect((await cli('db-restore', target, ['--file', file])).code).toBe(1);
    const forced = await cli('db-restore', target, ['--file', file, '--force']);
    expect(forced.code, forced.output).toBe(0);
    expect(await tableFingerprints(target)).toEqual(await tableFingerprints(source.url));
    // The queue is the restored data's: one delivery per waiting message, nothing stale.
    const { jobs, waiting } = await deliveries(target);
    expect(waiting.length).toBeGreaterThan(0);
    expect(jobs).toEqual(waiting);
    // Four command runs (each a tsx start, then pg_dump or pg_restore and the migrations).
  }, 120_000);

  it('picks pg_dump only when one is as new as the server, else the portable archive', async () => {
    const file = path.join(folder, 'auto.dump');
    const result = await runCli('src/cli/db-backup.ts', ['--file', file], {
      DATABASE_URL: source.url,
      PATH: '/nonexistent',
      PG_BIN_DIR: '/nonexistent',
    });
    // Debian's tools in /usr/lib/postgresql still count; without one new enough: portable.
    expect(result.code, result.output).toBe(0);
    const expected = findPgTool('pg_dump', serverMajor, { PATH: '' }) ? 'pg_dump' : 'portable';
    expect(result.output).toContain(`(${expected},`);
  });
});
