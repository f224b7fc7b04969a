import type { WebVitalName, WebVitalRating } from '@portal/contract';

export const webVitalLabels: Record<WebVitalName, string> = {
  LCP: 'Largest Contentful Paint',
  INP: 'Interaction to Next Paint',
  CLS: 'Cumulative Layout Shift',
  FCP: 'First Contentful Paint',
  TTFB: 'Time to First Byte',
};

export const webVitalRatingLabels: Record<WebVitalRating, string> = {
  good: 'Good',
  'needs-improvement': 'Needs improvement',
  poor: 'Poor',
};

/** LCP, FCP and TTFB in seconds from one second up; INP in milliseconds; CLS without a unit. */
export function formatWebVital(name: WebVitalName, value: number): string {
  if (name === 'CLS') return value.toFixed(value < 1 ? 3 : 2);
  if (name === 'INP' || value < 1000) return `${Math.round(value)} ms`;
  return `${(value / 1000).toFixed(2)} s`;
}

export function formatSamples(count: number): string {
  return count === 1 ? '1 sample' : `${count.toLocaleString('en')} samples`;
}
