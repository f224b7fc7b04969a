import type { PromoCodeKind } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * Issue 25 §3 (ADR 41): an event's promo codes. Codes are stored upper-cased and unique per event
 * whatever their case. A code someone used is never deleted, only disabled, so a registration's
 * discount always names its code.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    kind: text('kind').$type<PromoCodeKind>().notNull(),
    // Percent 1–100, or minor units of `currency` for a fixed discount.
    value: integer('value').notNull(),
    currency: text('currency'),
    // Applies only to these ticket types; [] to all of the event's.
    ticketTypeIds: jsonb('ticket_type_ids').$type<string[]>().notNull().default([]),
    usageLimit: integer('usage_limit'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('promo_codes_event_code_key').on(table.eventId, sql`lower(${table.code})`),
    index('promo_codes_event_idx').on(table.eventId, table.createdAt),
    check('promo_codes_kind', sql`${table.kind} in ('percent', 'fixed')`),
    check(
      'promo_codes_value',
      sql`(${table.kind} = 'percent' and ${table.value} between 1 and 100)
        or (${table.kind} = 'fixed' and ${table.value} > 0 and ${table.currency} is not null)`,
    ),
    check('promo_codes_usage_limit', sql`${table.usageLimit} is null or ${table.usageLimit} > 0`),
  ],
);
