import {
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * A member's email choices per kind (issue 39, ADR 58). No row: every kind on. `news` is kept
 * where it always was, `users.email_updates` (the spec's "email updates" switch), so there is one
 * truth for it; the other five live here.
 */
export const emailPreferences = pgTable('email_preferences', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  eventReminders: boolean('event_reminders').notNull().default(true),
  eventUpdates: boolean('event_updates').notNull().default(true),
  mentoring: boolean('mentoring').notNull().default(true),
  opportunities: boolean('opportunities').notNull().default(true),
  channelActivity: boolean('channel_activity').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Kinds of email an address without an account turned off (a visitor's event reminders): the
 * address is stored lower-cased, as people's are.
 */
export const emailOptOuts = pgTable(
  'email_opt_outs',
  {
    address: text('address').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.address, table.kind] })],
);

/** Unsubscribe tokens already used: each works once (issue 39). The signed nonce, or a hash. */
export const usedUnsubscribeTokens = pgTable('used_unsubscribe_tokens', {
  nonce: text('nonce').primaryKey(),
  usedAt: timestamp('used_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Every published version of the privacy notice; the highest is the current one. Version 1 is
 * the default text (modules/privacy/default-notice.ts), written at first read.
 */
export const privacyNotices = pgTable('privacy_notices', {
  version: integer('version').primaryKey(),
  texts: jsonb('texts').$type<{ en: string; hi?: string; gu?: string }>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
  publishedBy: uuid('published_by').references(() => users.id, { onDelete: 'set null' }),
});

/** Each version a member accepted, and when (at sign-up or when asked again). */
export const privacyConsents = pgTable(
  'privacy_consents',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    version: integer('version')
      .notNull()
      .references(() => privacyNotices.version),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.version] })],
);
