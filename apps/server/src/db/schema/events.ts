import type { EventTranslations, TournamentFormat } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { channels } from './channels';
import { eventSeries } from './event-series';
import { promoCodes } from './promo-codes';

export interface SponsorRecord {
  name: string;
  person: string | null;
  website: string | null;
  logoUrl: string | null;
}

export interface OrganiserRecord {
  name: string;
  batch: string | null;
  imageUrl: string | null;
}

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // IANA zone the event happens in: its times are entered and shown in it (issue 19).
    timeZone: text('time_zone').notNull(),
    // Held online: readers see their own time first.
    online: boolean('online').notNull().default(false),
    venueName: text('venue_name').notNull(),
    venueAddress: text('venue_address'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    coverImageUrl: text('cover_image_url'),
    images: jsonb('images').$type<string[]>().notNull().default([]),
    tags: jsonb('tags').$type<string[]>().notNull().default([]),
    // Sponsors and organisers are shown only with their event, never queried on their own.
    sponsors: jsonb('sponsors').$type<SponsorRecord[]>().notNull().default([]),
    organisers: jsonb('organisers').$type<OrganiserRecord[]>().notNull().default([]),
    // The title and description in other languages, { hi: { title, description }, … } (ADR 25).
    translations: jsonb('translations').$type<EventTranslations>().notNull().default({}),
    capacity: integer('capacity'),
    // The tournament's points for a win, tie, no result and loss; null means 2/1/1/0.
    tournamentPoints: jsonb('tournament_points').$type<{
      win: number;
      tie: number;
      noResult: number;
      loss: number;
    }>(),
    // The format new matches and line-ups take (issue 24); null: each match's own.
    tournamentFormat: jsonb('tournament_format').$type<TournamentFormat>(),
    status: text('status', { enum: ['draft', 'published', 'cancelled'] })
      .notNull()
      .default('published'),
    channelId: text('channel_id').references(() => channels.id, {
      onDelete: 'set null',
      onUpdate: 'cascade',
    }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    // A date of a recurring event: its series, and which date of the rule it stands for (0 is
    // the first), so an edit of "this and following" and the calendar's RECURRENCE-ID know it
    // even after its own time was moved.
    seriesId: uuid('series_id').references(() => eventSeries.id, { onDelete: 'set null' }),
    seriesIndex: integer('series_index'),
  },
  (table) => [
    index('events_starts_idx').on(table.startsAt, table.id),
    uniqueIndex('events_series_idx').on(table.seriesId, table.seriesIndex),
    index('events_ends_idx').on(table.endsAt),
    index('events_channel_idx').on(table.channelId),
    check('events_ends_after_start', sql`${table.endsAt} >= ${table.startsAt}`),
    check('events_capacity_positive', sql`${table.capacity} is null or ${table.capacity} > 0`),
  ],
);

export const registrationStatuses = [
  'awaiting_payment',
  'confirmed',
  'waitlisted',
  'cancelled',
  'expired',
  'refunded',
  'checked_in',
] as const;

/** Statuses that no longer count: the same address may register again (issue 25). */
export const endedRegistrationStatuses = ['cancelled', 'expired', 'refunded'] as const;

export interface GuestRecord {
  title: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export const registrations = pgTable(
  'registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // Stored lower-cased: one live registration per event and address.
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    guest: jsonb('guest').$type<GuestRecord>(),
    wantsUpdates: boolean('wants_updates').notNull(),
    status: text('status', { enum: registrationStatuses }).notNull(),
    // Attendee plus guest: what the registration takes from the event's capacity.
    seats: integer('seats').notNull(),
    // The secret in the email's ticket link (cancel; an organiser's check-in). Kept in clear,
    // unlike session tokens, because promotion and reminder emails must repeat the same link;
    // it grants power only over this row, whose contents sit beside it anyway.
    ticket: text('ticket').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    // The language they registered in (DESIGN §7): their later emails (a place opened up, the
    // reminder, a cancellation) are written in it unless their account has its own.
    language: text('language'),
    // Issue 25. The ticket type chosen (null: an event without ticket types), the answers to the
    // event's questions, the price due when it was taken and what was paid (minor units).
    ticketTypeId: uuid('ticket_type_id'),
    answers: jsonb('answers')
      .$type<Record<string, string | number | boolean | string[]>>()
      .notNull()
      .default({}),
    priceAmount: integer('price_amount'),
    currency: text('currency'),
    amountPaid: integer('amount_paid'),
    // A paid ticket's place is held until then for the payment (status awaiting_payment).
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    razorpayOrderId: text('razorpay_order_id'),
    razorpayPaymentId: text('razorpay_payment_id'),
    // Issue 25 §3: the promo code taken and what it took off the ticket's price (minor units);
    // price_amount is then what was charged. A used code is disabled, never deleted.
    promoCodeId: uuid('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    discountAmount: integer('discount_amount'),
  },
  (table) => [
    uniqueIndex('registrations_live_email_key')
      .on(table.eventId, table.email)
      .where(sql`${table.status} not in ('cancelled', 'expired', 'refunded')`),
    uniqueIndex('registrations_order_key').on(table.razorpayOrderId),
    index('registrations_hold_idx')
      .on(table.holdExpiresAt)
      .where(sql`${table.status} = 'awaiting_payment'`),
    uniqueIndex('registrations_ticket_key').on(table.ticket),
    index('registrations_promo_code_idx')
      .on(table.promoCodeId)
      .where(sql`${table.promoCodeId} is not null`),
    index('registrations_event_idx').on(table.eventId, table.createdAt),
    index('registrations_reminder_idx')
      .on(table.eventId)
      .where(sql`${table.reminderSentAt} is null and ${table.wantsUpdates}`),
  ],
);
