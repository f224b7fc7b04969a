import {
  rateWebVital,
  type WebVitalName,
  type WebVitalsPage,
  type WebVitalsReport,
  type WebVitalsSummaryResponse,
} from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { webVitals } from '../../db/schema/index';

/**
 * How long samples are kept by default (RETENTION_WEB_VITALS_DAYS): a little more than the longest
 * window admins can pick (30 days).
 */
export const webVitalsRetentionDays = 35;

/** The admin table lists the busiest pages; forged page patterns cannot grow it without bound. */
const maxPages = 50;

/**
 * Stores one page view's metrics. A later beacon of the same view (the tab was hidden, shown and
 * hidden again) carries updated values and replaces them, so a view counts once per metric.
 */
export async function recordWebVitals(db: Database, report: WebVitalsReport) {
  const rows = report.metrics.map((metric) => ({
    viewId: report.view,
    page: report.page,
    metric: metric.name,
    value: metric.value,
    rating: rateWebVital(metric.name, metric.value),
  }));
  await db
    .insert(webVitals)
    .values(rows)
    .onConflictDoUpdate({
      target: [webVitals.viewId, webVitals.metric],
      // A view id belongs to one page load; the page it was first reported on stays.
      set: { value: sql`excluded.value`, rating: sql`excluded.rating` },
    });
}

interface SummaryRow extends Record<string, unknown> {
  page: string;
  views: number;
  metric: WebVitalName;
  p75: number;
  count: number;
}

/** p75 per page and metric over the last `days` days, busiest pages (most views) first. */
export async function summarizeWebVitals(
  db: Database,
  days: number,
  now = new Date(),
): Promise<WebVitalsSummaryResponse> {
  const since = new Date(now.getTime() - days * 24 * 60 * 60_000);
  const result = await db.execute<SummaryRow>(sql`
    with recent as (
      select page, view_id, metric, value from web_vitals where created_at >= ${since}
    ), pages as (
      select page, count(distinct view_id)::int as views from recent
      group by page order by views desc, page limit ${maxPages}
    )
    select pages.page, pages.views, recent.metric,
           percentile_cont(0.75) within group (order by recent.value) as p75,
           count(*)::int as count
    from recent join pages on pages.page = recent.page
    group by pages.page, pages.views, recent.metric
    order by pages.views desc, pages.page`);

  const byPage = new Map<string, WebVitalsPage>();
  for (const row of result.rows) {
    let page = byPage.get(row.page);
    if (!page) {
      const metrics = { LCP: null, INP: null, CLS: null, FCP: null, TTFB: null };
      page = { page: row.page, views: row.views, metrics };
      byPage.set(row.page, page);
    }
    const p75 = Number(row.p75);
    page.metrics[row.metric] = { p75, count: row.count, rating: rateWebVital(row.metric, p75) };
  }
  return { days, since: since.toISOString(), pages: [...byPage.values()] };
}

/** Deletes samples past the retention; run by the hourly housekeeping. */
export async function purgeOldWebVitals(
  db: Database,
  now = new Date(),
  days = webVitalsRetentionDays,
) {
  const cutOff = new Date(now.getTime() - days * 24 * 60 * 60_000);
  const result = await db.execute(sql`delete from web_vitals where created_at < ${cutOff}`);
  return result.rowCount ?? 0;
}
