import { z } from 'zod';
import { webVitalMaxValues, webVitalNames, type WebVitalName } from './web-vital-limits';

/**
 * Real-user metrics (Core Web Vitals). The browser reports one page view's metrics in one beacon;
 * site admins read the 75th percentile per page. No personal data: a page is a route pattern
 * (`/event-details/:id`), never a concrete address, and a view id is random per page load.
 */
export const webVitalNameSchema = z.enum(webVitalNames);

export const webVitalRatings = ['good', 'needs-improvement', 'poor'] as const;
export const webVitalRatingSchema = z.enum(webVitalRatings);
export type WebVitalRating = z.infer<typeof webVitalRatingSchema>;

/**
 * Google's thresholds (web.dev/articles/vitals): good up to the first number, poor above the
 * second, needs improvement between. Times in milliseconds; CLS has no unit.
 */
export const webVitalThresholds: Record<WebVitalName, readonly [good: number, poor: number]> = {
  LCP: [2500, 4000],
  INP: [200, 500],
  CLS: [0.1, 0.25],
  FCP: [1800, 3000],
  TTFB: [800, 1800],
};

export function rateWebVital(name: WebVitalName, value: number): WebVitalRating {
  const [good, poor] = webVitalThresholds[name];
  if (value <= good) return 'good';
  return value <= poor ? 'needs-improvement' : 'poor';
}

/**
 * A route pattern: `/`, or segments that are words of letters and hyphens, `:params` or `*`.
 * Literal segments may not hold digits and stay short, so an id, a mobile number or a token
 * can never pass as a page.
 */
export const webVitalPagePattern = /^(\/|(\/([A-Za-z][A-Za-z-]{0,31}|:[A-Za-z]{1,20}|\*))+)$/;

export const webVitalPageSchema = z
  .string()
  .max(100, 'page must be at most 100 characters')
  .regex(webVitalPagePattern, 'page must be a route pattern such as /event-details/:id');

const metric = <const Name extends WebVitalName>(name: Name) =>
  z.object({
    name: z.literal(name),
    value: z
      .number()
      .min(0, `${name} cannot be negative`)
      .max(webVitalMaxValues[name], `${name} must be at most ${webVitalMaxValues[name]}`),
  });

const metricSchema = z.discriminatedUnion(
  'name',
  [metric('LCP'), metric('INP'), metric('CLS'), metric('FCP'), metric('TTFB')],
  { error: `name must be one of ${webVitalNames.join(', ')}` },
);

/** POST /api/vitals: one page view's metrics (sent again on a later hide with updated values). */
export const webVitalsReportSchema = z.object({
  page: webVitalPageSchema,
  /** Random per page load (not per person), so a repeated beacon updates instead of adding. */
  view: z.string().regex(/^[0-9a-f]{32}$/, 'view must be 32 hexadecimal characters'),
  metrics: z
    .array(metricSchema)
    .min(1, 'metrics must hold at least one metric')
    .max(webVitalNames.length, `metrics must hold at most ${webVitalNames.length} metrics`)
    .refine(
      (metrics) => new Set(metrics.map((metric) => metric.name)).size === metrics.length,
      'each metric may appear once',
    ),
});
export type WebVitalsReport = z.infer<typeof webVitalsReportSchema>;

export const webVitalsWindows = ['7', '30'] as const;
export const webVitalsQuerySchema = z.object({
  days: z.enum(webVitalsWindows, { error: 'days must be 7 or 30' }).default('7'),
});

export const webVitalSummarySchema = z.object({
  /** 75th percentile (continuous), in the metric's unit. */
  p75: z.number(),
  count: z.number().int(),
  rating: webVitalRatingSchema,
});
export type WebVitalSummary = z.infer<typeof webVitalSummarySchema>;

/** One page's figures; a metric with no sample in the window is null. */
export const webVitalsPageSchema = z.object({
  page: z.string(),
  views: z.number().int(),
  metrics: z.object({
    LCP: webVitalSummarySchema.nullable(),
    INP: webVitalSummarySchema.nullable(),
    CLS: webVitalSummarySchema.nullable(),
    FCP: webVitalSummarySchema.nullable(),
    TTFB: webVitalSummarySchema.nullable(),
  }),
});
export type WebVitalsPage = z.infer<typeof webVitalsPageSchema>;

/** GET /api/admin/web-vitals: the busiest pages first. */
export const webVitalsSummaryResponseSchema = z.object({
  days: z.number().int(),
  since: z.string(),
  pages: z.array(webVitalsPageSchema),
});
export type WebVitalsSummaryResponse = z.infer<typeof webVitalsSummaryResponseSchema>;
