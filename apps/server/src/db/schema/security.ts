import {
  bigint,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

const bytea = customType<{ data: Buffer }>({ dataType: () => 'bytea' });

/**
 * An account's TOTP secret (ADR 55, RFC 6238). `enabledAt` null: set up but not yet confirmed
 * with a code, so the secret can be replaced. `lastUsedStep`: the 30-second step of the last code
 * accepted; a code of that step or an earlier one is refused, so a code works once.
 */
export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  secret: text('secret').notNull(),
  enabledAt: timestamp('enabled_at', { withTimezone: true }),
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Ten single-use recovery codes per account; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    codeHash: bytea('code_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('recovery_codes_user_idx').on(table.userId)],
);

/**
 * The step between a right password and a code: a random token (only its SHA-256 kept), five
 * minutes long, used once, with its own count of wrong codes.
 */
export const signInChallenges = pgTable(
  'sign_in_challenges',
  {
    tokenHash: bytea('token_hash').primaryKey(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('sign_in_challenges_user_idx').on(table.userId)],
);
