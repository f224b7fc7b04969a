import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

/**
 * Career opportunities (issue 37, ADR 54): a member's job, internship or referral post. It waits
 * for a site admin when the site moderates (`pending`), is listed while `published` and not past
 * `expires_at` (the list filters by time; a job marks it `expired` afterwards), or ends `rejected`
 * or `closed`.
 */
export const opportunities = pgTable(
  'opportunities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    company: text('company').notNull(),
    location: text('location').notNull(),
    remote: boolean('remote').notNull().default(false),
    description: text('description').notNull(),
    applyUrl: text('apply_url'),
    applyEmail: text('apply_email'),
    status: text('status').notNull(),
    // A deleted account's posts stay, anonymised (ADR 57): never cascaded away with it.
    postedBy: uuid('posted_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    // Who published, rejected or closed it (null: nobody yet, or the expiry job).
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('opportunities_kind', sql`${table.kind} in ('job', 'internship', 'referral')`),
    check(
      'opportunities_status',
      sql`${table.status} in ('pending', 'published', 'rejected', 'closed', 'expired')`,
    ),
    check(
      'opportunities_apply_route',
      sql`${table.applyUrl} is not null or ${table.applyEmail} is not null`,
    ),
    index('opportunities_listed_idx').on(table.status, table.publishedAt, table.id),
    index('opportunities_expiry_idx').on(table.status, table.expiresAt),
    index('opportunities_poster_idx').on(table.postedBy, table.createdAt),
  ],
);

/**
 * A member's opportunity alert: what the weekly digest looks for, and when it last wrote to them
 * (each digest lists only posts published since the last). Whether it is sent is the member's
 * `opportunities` email choice (email_preferences, ADR 58): one truth, no switch of its own.
 */
export const opportunityAlerts = pgTable(
  'opportunity_alerts',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    kinds: text('kinds').array().notNull(),
    q: text('q'),
    location: text('location'),
    lastDigestAt: timestamp('last_digest_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('opportunity_alerts_due_idx').on(table.lastDigestAt)],
);
