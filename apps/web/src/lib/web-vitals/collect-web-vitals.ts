import { webVitalMaxValues, type WebVitalName } from '@portal/contract';
import { onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';

/** What a web-vitals `on…` function hands its callback, as far as a report needs it. */
export interface MeasuredMetric {
  name: WebVitalName;
  value: number;
}
export type MetricSource = (report: (metric: MeasuredMetric) => void) => void;

const webVitalsSources: readonly MetricSource[] = [onLCP, onINP, onCLS, onFCP, onTTFB];

export interface CollectOptions {
  /** Where beacons go (POST /api/vitals). */
  endpoint: string;
  currentPage: () => string;
  /** The metric sources; web-vitals' own unless a test passes stand-ins. */
  sources?: readonly MetricSource[];
}

/** Random per page view, never stored on the device: it only lets a repeated beacon replace the first. */
function newViewId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whole milliseconds; CLS (unitless, usually below 1) to four decimals. */
function rounded({ name, value }: MeasuredMetric): number {
  return name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
}

/** sendBeacon survives the page going away; where it is missing or refuses, fetch with keepalive. */
function send(endpoint: string, body: string) {
  try {
    // A string goes as text/plain: a simple request, no preflight, which the server reads as JSON.
    if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(endpoint, body)) return;
  } catch {
    // Some browsers throw instead of returning false; fall through to fetch.
  }
  void fetch(endpoint, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'Content-Type': 'text/plain;charset=UTF-8' },
  }).catch(() => undefined);
}

/**
 * Collects this page view's Core Web Vitals and sends them in one beacon when the page is hidden
 * or left (web-vitals finalises LCP, CLS and INP at that moment, in its own earlier listener).
 * If the visitor comes back and hides the page again, the changed values go in a new beacon with
 * the same view id, which the server stores in place of the old ones.
 *
 * The page is the route pattern where the page view began: LCP, FCP and TTFB belong to that load,
 * and like Chrome's field data (CrUX), INP and CLS count for the whole visit to the document.
 */
export function collectWebVitals({
  endpoint,
  currentPage,
  sources = webVitalsSources,
}: CollectOptions): () => void {
  const listening = new AbortController();
  const { signal } = listening;
  let view = newViewId();
  let page = currentPage();
  const pending = new Map<WebVitalName, number>();

  const flush = () => {
    if (pending.size === 0) return;
    const metrics = [...pending].map(([name, value]) => ({ name, value }));
    pending.clear();
    send(endpoint, JSON.stringify({ page, view, metrics }));
  };

  for (const subscribe of sources) {
    subscribe((metric) => {
      const value = rounded(metric);
      // Out-of-range values would make the server refuse the whole beacon.
      if (Number.isFinite(value) && value >= 0 && value <= webVitalMaxValues[metric.name])
        pending.set(metric.name, value);
    });
  }

  addEventListener(
    'visibilitychange',
    () => {
      if (document.visibilityState === 'hidden') flush();
    },
    { signal },
  );
  addEventListener('pagehide', flush, { signal });
  // Restored from the back/forward cache: web-vitals measures it as a new page view.
  addEventListener(
    'pageshow',
    (event) => {
      if (!event.persisted) return;
      flush();
      view = newViewId();
      page = currentPage();
    },
    { signal },
  );
  // Stops listening (tests; the app measures for the page's whole life).
  return () => listening.abort();
}
