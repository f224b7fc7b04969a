import { sql } from 'drizzle-orm';
import { siteSettings } from '../../db/schema/index';
import type { Seeder } from '../../db/seed/run-seeders';

/**
 * Bank and UPI details of a fictional trust, so a demo install's Donate page shows "other ways to
 * give". They say they are fictional: a demo must never look like a real account to pay into.
 */
export const demoOtherWaysToGive = [
  'Demo details of a fictional trust: please do not send money to them.',
  '',
  'UPI: riverside.trust@exampleupi',
  '',
  'Bank transfer (NEFT / IMPS / RTGS)',
  'Account name: Riverside Community Trust',
  'Account number: 000123456789',
  'IFSC: EXMP0000123 (Example Bank, Riverside branch)',
  '',
  'After a transfer, email treasurer@riverside.example with your name, address and the reference, and we will send your receipt.',
].join('\n');

/**
 * Sets the demo text only on a new demo install (its demo accounts made in this same start, within
 * the hour) and only where an admin has written none. An install upgraded from before this seeder
 * existed may hold real donors' trust: it gets no made-up bank details, fictional or not.
 */
export const demoGivingSeeder: Seeder = {
  name: 'demo-giving',
  async run(tx) {
    const fresh = await tx.execute(
      sql`select 1 from seed_runs where name = 'demo-accounts' and applied_at > now() - interval '1 hour'`,
    );
    if (fresh.rows.length === 0) return;
    await tx
      .insert(siteSettings)
      .values({ id: 1, otherWaysToGive: demoOtherWaysToGive })
      .onConflictDoUpdate({
        target: siteSettings.id,
        set: {
          otherWaysToGive: sql`coalesce(${siteSettings.otherWaysToGive}, excluded.other_ways_to_give)`,
        },
      });
  },
};
