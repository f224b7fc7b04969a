import { sql } from 'drizzle-orm';
import type { Database } from '../client';
import type { MediaStorage } from '../../modules/media/storage';

export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What seeders take from the configuration. */
export interface SeedContext {
  /** PASSWORD_HASH_COST: demo accounts are hashed like any other account on this install. */
  hashCost: number;
  /** Where demo photos are stored (the media pipeline's store); none, no demo photos. */
  mediaStorage?: MediaStorage;
}

/** A named, run-once piece of demo content; each feature module contributes its own. */
export interface Seeder {
  name: string;
  run(tx: Transaction, context: SeedContext): Promise<void>;
}

/**
 * Runs each seeder at most once per database. The marker row and the content commit together, so
 * a crash mid-seed leaves neither, and a second process waits on the marker instead of duplicating.
 */
export async function runSeeders(
  db: Database,
  seeders: readonly Seeder[],
  context: SeedContext,
): Promise<string[]> {
  const applied: string[] = [];
  for (const seeder of seeders) {
    await db.transaction(async (tx) => {
      const claimed = await tx.execute(
        sql`insert into seed_runs (name) values (${seeder.name}) on conflict do nothing returning name`,
      );
      if (claimed.rows.length === 0) return;
      await seeder.run(tx, context);
      applied.push(seeder.name);
    });
  }
  return applied;
}
