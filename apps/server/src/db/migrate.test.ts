import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/test-database';
import { runMigrations } from './migrate';

describe('runMigrations', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it('is a no-op on an up-to-date database, even from several processes at once', async () => {
    const applied = async () =>
      (await database.db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`))
        .rows[0]?.n;
    const before = await applied();
    expect(before).toBeGreaterThan(0);
    await Promise.all([
      runMigrations(database.pool),
      runMigrations(database.pool),
      runMigrations(database.pool),
    ]);
    expect(await applied()).toBe(before);
  });
});
