import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Stored phone numbers the move to E.164 could not read (ADR 22). The value stays where it was,
 * untouched; this row flags it for admins. A flag whose number has since changed is stale and
 * is no longer listed (the listing compares the value), so fixing a number needs no clean-up.
 */
export const unreadablePhones = pgTable(
  'unreadable_phones',
  {
    kind: text('kind', { enum: ['member', 'registration', 'guest'] }).notNull(),
    // A user's id for a member, a registration's id for a registration or its guest.
    recordId: uuid('record_id').notNull(),
    value: text('value').notNull(),
    flaggedAt: timestamp('flagged_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.kind, table.recordId] })],
);
