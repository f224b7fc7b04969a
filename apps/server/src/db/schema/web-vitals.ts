import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  doublePrecision,
  index,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Core Web Vitals from real visitors (docs/web-vitals.md): one row per metric of a page view.
 * Nothing here identifies a person: `page` is a route pattern and `view_id` is random per page
 * load, kept so a repeated beacon of the same view updates its row instead of counting twice.
 * Rows older than 35 days are purged by the hourly housekeeping.
 */
export const webVitals = pgTable(
  'web_vitals',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    viewId: text('view_id').notNull(),
    page: text('page').notNull(),
    metric: text('metric', { enum: ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] }).notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating', { enum: ['good', 'needs-improvement', 'poor'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('web_vitals_view_metric_key').on(table.viewId, table.metric),
    // The admin summary reads a 7- or 30-day window; the purge deletes below a cut-off.
    index('web_vitals_created_at_idx').on(table.createdAt),
    check('web_vitals_metric', sql`${table.metric} in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`),
    check('web_vitals_rating', sql`${table.rating} in ('good', 'needs-improvement', 'poor')`),
  ],
);
