import type { SiteProfile } from '@portal/contract';
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
  /** SITE_PROFILE: the profile when no admin has chosen one (default community). */
  profile?: SiteProfile;
}

/** A named, run-once piece of demo content; each feature module contributes its own. */
export interface Seeder {
  name: string;
  run(tx: Transaction, context: SeedContext): Promise<void>;
  /**
   * The site profiles it belongs to (all when absent). On another profile it is not run and not
   * marked as run, so switching the site to its profile later still brings it in.
   */
  profiles?: readonly SiteProfile[];
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
  const { rows } = await db.execute<{ profile: SiteProfile | null }>(
    sql`select profile from site_settings limit 1`,
  );
  const profile = rows[0]?.profile ?? context.profile ?? 'community';
  for (const seeder of seeders) {
    if (seeder.profiles && !seeder.profiles.includes(profile)) continue;
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
