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

/** Sets the demo text only where an admin has written none: their own words always stay. */
export const demoGivingSeeder: Seeder = {
  name: 'demo-giving',
  async run(tx) {
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
