import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runSeeders } from '../../db/seed/run-seeders';
import { createTestDatabase } from '../../test/test-database';
import { demoGivingSeeder, demoOtherWaysToGive } from './demo-giving';

describe('the demo install’s other ways to give', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.drop());

  const markDemoAccounts = (appliedAt: string) =>
    database.db.execute(
      sql`insert into seed_runs (name, applied_at) values ('demo-accounts', ${appliedAt}::timestamptz)`,
    );
  const saved = async () =>
    (
      await database.db.execute<{ text: string | null }>(
        sql`select other_ways_to_give as text from site_settings where id = 1`,
      )
    ).rows[0]?.text ?? null;

  it('are set on a new demo install', async () => {
    await markDemoAccounts(new Date().toISOString());
    await runSeeders(database.db, [demoGivingSeeder], { hashCost: 10 });
    expect(await saved()).toBe(demoOtherWaysToGive);
  });

  it('are not added to an install that was running before them: made-up bank details are no upgrade', async () => {
    await markDemoAccounts(new Date(Date.now() - 30 * 86_400_000).toISOString());
    expect(await runSeeders(database.db, [demoGivingSeeder], { hashCost: 10 })).toEqual([
      'demo-giving',
    ]);
    expect(await saved()).toBeNull();
  });
});
