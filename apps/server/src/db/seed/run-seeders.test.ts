import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database';
import { runSeeders, type Seeder } from './run-seeders';

describe('runSeeders', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeAll(async () => {
    database = await createTestDatabase();
    await database.db.execute(sql`create table demo_things (name text primary key)`);
  });
  afterAll(() => database.drop());

  const things = (name: string): Seeder => ({
    name,
    run: async (tx) => void (await tx.execute(sql`insert into demo_things values (${name})`)),
  });
  const count = async () =>
    (await database.db.execute(sql`select count(*)::int as n from demo_things`)).rows[0]?.n;

  it('runs each seeder once, however often and however concurrently it is called', async () => {
    const seeders = [things('a'), things('b')];
    const runs = await Promise.all([
      runSeeders(database.db, seeders, { hashCost: 10 }),
      runSeeders(database.db, seeders, { hashCost: 10 }),
    ]);
    expect(runs.flat().sort()).toEqual(['a', 'b']);
    expect(await runSeeders(database.db, seeders, { hashCost: 10 })).toEqual([]);
    expect(await count()).toBe(2);
  });

  it('leaves neither content nor marker when a seeder fails, so the next start retries', async () => {
    const failing: Seeder = {
      name: 'half',
      run: async (tx) => {
        await tx.execute(sql`insert into demo_things values ('half')`);
        throw new Error('disk full');
      },
    };
    await expect(runSeeders(database.db, [failing], { hashCost: 10 })).rejects.toThrow('disk full');
    expect(await count()).toBe(2);
    expect(await runSeeders(database.db, [things('half')], { hashCost: 10 })).toEqual(['half']);
  });
});
