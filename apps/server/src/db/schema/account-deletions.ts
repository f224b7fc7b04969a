import {
  boolean,
  customType,
  index,
  jsonb,
  pgTable,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * A deleted account's personal data, held for the 7 days its restore link works (ADR 57). The
 * user row itself carries a pseudonym meanwhile; restoring copies `held` back, and the erasure
 * job drops this row (and the content it removed) for good once `restoreUntil` has passed.
 */
export const accountDeletions = pgTable(
  'account_deletions',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    // SHA-256 of the restore link's token: the link itself is only in the member's email.
    tokenHash: bytea('token_hash').notNull(),
    // What was replaced or removed, to put back (shape: HeldAccount in modules/your-data).
    held: jsonb('held').notNull(),
    removeContent: boolean('remove_content').notNull().default(false),
    // The site admin who deleted it on the member's request; null when the member did.
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull(),
    restoreUntil: timestamp('restore_until', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('account_deletions_token_key').on(table.tokenHash),
    index('account_deletions_due_idx').on(table.restoreUntil),
  ],
);
