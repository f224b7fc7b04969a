import { ticketLedgerKinds, type AnswerValue, type QuestionType } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * Issue 25: what an event sells. One row per ticket type, in the organiser's order. Money is in
 * minor units. The refund policy is the event's `refundable_until` (ADR 42).
 */
export const eventTicketTypes = pgTable(
  'event_ticket_types',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description'),
    priceAmount: integer('price_amount').notNull(),
    currency: text('currency').notNull(),
    capacity: integer('capacity'),
    salesStart: timestamp('sales_start', { withTimezone: true }),
    salesEnd: timestamp('sales_end', { withTimezone: true }),
    hidden: boolean('hidden').notNull().default(false),
  },
  (table) => [
    index('event_ticket_types_event_idx').on(table.eventId, table.position),
    check('event_ticket_types_price', sql`${table.priceAmount} >= 0`),
    check('event_ticket_types_capacity', sql`${table.capacity} is null or ${table.capacity} > 0`),
  ],
);

/** The questions a registration answers, in the organiser's order; options for choices only. */
export const eventQuestions = pgTable(
  'event_questions',
  {
    id: uuid('id').primaryKey(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    type: text('type').$type<QuestionType>().notNull(),
    required: boolean('required').notNull().default(false),
    options: jsonb('options').$type<{ value: string; label: string }[]>().notNull().default([]),
    // Asked only of these ticket types; [] asks everyone. The ids are checked when saved.
    ticketTypeIds: jsonb('ticket_type_ids').$type<string[]>().notNull().default([]),
  },
  (table) => [index('event_questions_event_idx').on(table.eventId, table.position)],
);

export type TicketAnswers = Record<string, AnswerValue>;

// The kinds are the contract's (the admins' ledger view filters by them).
export { ticketLedgerKinds };

/**
 * Every money state change of a ticket, appended and never changed (a trigger refuses UPDATE and
 * DELETE), beside the donations ledger. No foreign keys: the history outlives a deleted event.
 * `flagged` marks what an admin must look at (a payment that does not match its order).
 */
export const ticketLedger = pgTable(
  'ticket_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    registrationId: uuid('registration_id'),
    eventId: uuid('event_id'),
    kind: text('kind', { enum: ticketLedgerKinds }).notNull(),
    amount: integer('amount'),
    currency: text('currency'),
    orderId: text('order_id'),
    paymentId: text('payment_id'),
    flagged: boolean('flagged').notNull().default(false),
    detail: text('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ticket_ledger_registration_idx').on(table.registrationId),
    // The admins' ledger view filters by event, newest first (ADR 42).
    index('ticket_ledger_event_idx').on(table.eventId, table.id),
    index('ticket_ledger_flagged_idx')
      .on(table.createdAt)
      .where(sql`${table.flagged}`),
  ],
);
