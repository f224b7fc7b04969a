// No zod here: the web's metrics reporter imports this on every sampled page (ADR 20); the
// schemas are in web-vitals.ts.

export const webVitalNames = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type WebVitalName = (typeof webVitalNames)[number];

/**
 * The largest value accepted per metric. Beyond these a value is a broken measurement or forged,
 * and would only drag the percentiles.
 */
export const webVitalMaxValues: Record<WebVitalName, number> = {
  LCP: 120_000,
  INP: 60_000,
  CLS: 10,
  FCP: 120_000,
  TTFB: 120_000,
};
