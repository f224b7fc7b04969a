import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { migrationsDir } from '../paths';
import { databaseUrl, uniqueName } from '../test/database-names';
import { applyMigrations, localMigrations } from './backup/migration-steps';

// Migration 0014 (issue 19): events stored before it get the site's zone and are not online;
// their instants do not move.
describe('migration 0014: events in their own time zone', () => {
  const name = uniqueName('portal_migration');
  const admin = new pg.Client({ connectionString: inject('adminUrl') });
  let client: pg.Client;

  beforeAll(async () => {
    await admin.connect();
    await admin.query(`create database ${name}`);
    client = new pg.Client({ connectionString: databaseUrl(inject('adminUrl'), name) });
    await client.connect();
  });
  afterAll(async () => {
    await client.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('gives existing events the default zone and leaves their times alone', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta/_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const at = journal.entries.findIndex((entry) => entry.tag === '0014_events_time_zone');
    expect(at).toBeGreaterThan(0);
    const migrations = localMigrations();
    await applyMigrations(client, migrations.slice(0, at));

    // As the portal stored an event before: no zone, no online flag.
    await client.query(`insert into events (title, description, starts_at, ends_at, venue_name)
      values ('Holi Milan', 'Colours and sweets', '2026-03-03T04:30:00Z', '2026-03-03T09:30:00Z',
              'Shivaji Park')`);
    await applyMigrations(client, migrations.slice(at, at + 1));

    const { rows } = await client.query(
      `select time_zone, online, starts_at, ends_at from events where title = 'Holi Milan'`,
    );
    expect(rows).toEqual([
      {
        time_zone: 'Asia/Kolkata',
        online: false,
        starts_at: new Date('2026-03-03T04:30:00Z'),
        ends_at: new Date('2026-03-03T09:30:00Z'),
      },
    ]);
    // New rows must name their zone: the server always gives one.
    await expect(
      client.query(`insert into events (title, description, starts_at, ends_at, venue_name)
        values ('No zone', 'x', now(), now(), 'y')`),
    ).rejects.toThrow(/time_zone/);
    await applyMigrations(client, migrations.slice(at + 1));
  });
});
