import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
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

/** A member's mentoring offer (issue 37): one row each, written by PUT /api/mentoring/me. */
export const mentorProfiles = pgTable(
  'mentor_profiles',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    offering: boolean('offering').notNull().default(false),
    topics: text('topics')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    about: text('about').notNull().default(''),
    capacity: integer('capacity').notNull().default(3),
    paused: boolean('paused').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('mentor_profiles_capacity_check', sql`${table.capacity} between 1 and 10`),
    index('mentor_profiles_offering_idx')
      .on(table.userId)
      .where(sql`${table.offering}`),
  ],
);

/**
 * A request for mentoring and where it stands: requested → accepted | declined | withdrawn |
 * expired; accepted → completed | cancelled (ADR 53). One open request per mentor and mentee.
 */
export const mentoringRequests = pgTable(
  'mentoring_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    mentorId: uuid('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menteeId: uuid('mentee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    status: text('status').notNull().default('requested'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // Reminders sent to the mentor while it waits (after 3 and 10 days): 0, 1 or 2.
    remindersSent: integer('reminders_sent').notNull().default(0),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    // Why it was declined ('paused' when the mentor paused) or cancelled.
    reason: text('reason'),
  },
  (table) => [
    check(
      'mentoring_requests_status_check',
      sql`${table.status} in ('requested', 'accepted', 'declined', 'withdrawn', 'expired', 'completed', 'cancelled')`,
    ),
    check('mentoring_requests_not_self', sql`${table.mentorId} <> ${table.menteeId}`),
    // A second open request to the same mentor is refused by the database too.
    uniqueIndex('mentoring_requests_open_key')
      .on(table.mentorId, table.menteeId)
      .where(sql`${table.status} in ('requested', 'accepted')`),
    index('mentoring_requests_mentor_idx').on(table.mentorId, table.status),
    index('mentoring_requests_mentee_idx').on(table.menteeId, table.status),
    // The sweep's due requests.
    index('mentoring_requests_waiting_idx')
      .on(table.createdAt)
      .where(sql`${table.status} = 'requested'`),
  ],
);

/** Feedback after a completed mentoring, once per side; never shown as anyone's rating. */
export const mentoringFeedback = pgTable(
  'mentoring_feedback',
  {
    requestId: uuid('request_id')
      .notNull()
      .references(() => mentoringRequests.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.requestId, table.side] }),
    check('mentoring_feedback_side_check', sql`${table.side} in ('mentor', 'mentee')`),
    check('mentoring_feedback_rating_check', sql`${table.rating} between 1 and 5`),
  ],
);
