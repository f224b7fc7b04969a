import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * The association's own list of its alumni (issue 35), imported from its spreadsheet. A sign-up
 * whose email or mobile is here is verified at once under the `roster` join policy.
 */
export const rosterEntries = pgTable(
  'roster_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    // Lower-cased; E.164. At least one of the two (checked on import).
    email: text('email'),
    mobile: text('mobile'),
    batch: integer('batch'),
    course: text('course'),
    city: text('city'),
    country: text('country'),
    // The account that signed up as this person (null until then).
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Invitations go at most once a week each.
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('roster_entries_email_key')
      .on(table.email)
      .where(sql`${table.email} is not null`),
    uniqueIndex('roster_entries_mobile_key')
      .on(table.mobile)
      .where(sql`${table.mobile} is not null`),
    index('roster_entries_batch_idx').on(table.batch),
  ],
);

/** Batch representatives: members a site admin names to approve their own batch's join requests. */
export const batchReps = pgTable(
  'batch_reps',
  {
    batch: integer('batch').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.batch, table.userId] }),
    index('batch_reps_user_idx').on(table.userId),
  ],
);
