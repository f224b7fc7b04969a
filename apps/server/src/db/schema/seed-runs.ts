import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Which demo seeders have run, so seeding is idempotent across restarts and processes. */
export const seedRuns = pgTable('seed_runs', {
  name: text('name').primaryKey(),
  appliedAt: timestamp('applied_at', { withTimezone: true }).notNull().defaultNow(),
});
