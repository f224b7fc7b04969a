import type { WebVitalName, WebVitalRating } from '@portal/contract';
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import type { Translate } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { webVitalMessages as text } from './messages';

export const webVitalLabels: Record<WebVitalName, MessageDescriptor> = {
  LCP: text.LCP,
  INP: text.INP,
  CLS: text.CLS,
  FCP: text.FCP,
  TTFB: text.TTFB,
};

export const webVitalRatingLabels: Record<WebVitalRating, MessageDescriptor> = {
  good: text.good,
  'needs-improvement': text.needsImprovement,
  poor: text.poor,
};

const fixed = (digits: number) => ({
  minimumFractionDigits: digits,
  maximumFractionDigits: digits,
});

/** LCP, FCP and TTFB in seconds from one second up; INP in milliseconds; CLS without a unit. */
export function formatWebVital(t: Translate, name: WebVitalName, value: number): string {
  if (name === 'CLS') return formatNumber(value, fixed(value < 1 ? 3 : 2));
  if (name === 'INP' || value < 1000)
    return t(text.milliseconds, { value: formatNumber(Math.round(value)) });
  return t(text.seconds, { value: formatNumber(value / 1000, fixed(2)) });
}
