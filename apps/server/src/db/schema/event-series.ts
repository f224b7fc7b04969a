import type { RecurrenceParsed } from '@portal/contract';
import { jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

// A recurring event's rule (issue 25 §6, ADR 40). Its dates are real events (events.series_id),
// each with its own registrations and capacity; the rule is kept for the calendar file's RRULE
// and to know which date of the rule each event stands for.
export const eventSeries = pgTable('event_series', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** What the organiser chose, as the form shows it again. */
  recurrence: jsonb('recurrence').$type<RecurrenceParsed>().notNull(),
  /** The RFC 5545 RRULE value built from it (UNTIL in UTC). */
  rrule: text('rrule').notNull(),
  /** The first date's start on the venue's clock (YYYY-MM-DDTHH:mm): the rule's DTSTART. */
  firstStart: text('first_start').notNull(),
  timeZone: text('time_zone').notNull(),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
