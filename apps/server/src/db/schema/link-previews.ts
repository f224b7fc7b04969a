import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Link-preview cards kept in the media store (issue 40, ADR 59), by name, with when one was last
 * asked for. A card is a cache: drawn again from its event whenever it is asked for, so one no
 * crawler has fetched for a while is removed from the store (the hourly media clean-up), and an
 * edited event's old cards do not pile up for ever.
 */
export const linkPreviewCards = pgTable(
  'link_preview_cards',
  {
    name: text('name').primaryKey(),
    lastServedAt: timestamp('last_served_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('link_preview_cards_served_idx').on(table.lastServedAt)],
);
