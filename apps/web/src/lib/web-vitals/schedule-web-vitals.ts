import { apiPaths } from '../paths';

export interface WebVitalsOptions {
  /** The share of page loads to report (the server's `webVitalsSampleRate`). */
  sampleRate: () => Promise<number>;
  /** The current route pattern, e.g. `/event-details/:id`. */
  currentPage: () => string;
  random?: () => number;
  /** Starts collecting; by default downloads the collector and web-vitals. */
  start?: (currentPage: () => string) => Promise<unknown>;
}

const downloadAndCollect = async (currentPage: () => string) => {
  const { collectWebVitals } = await import('./collect-web-vitals');
  return collectWebVitals({ endpoint: apiPaths.vitals, currentPage });
};

/** Do Not Track or Global Privacy Control: the visitor asked not to be measured. */
function optedOut(): boolean {
  return (
    navigator.doNotTrack === '1' ||
    ('globalPrivacyControl' in navigator && navigator.globalPrivacyControl === true)
  );
}

/** After the load event, once the browser is idle (or soon, where there is no idle callback). */
export function afterLoadAndIdle(run: () => void) {
  const whenIdle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(run, { timeout: 5_000 })
      : setTimeout(run, 1_000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

/**
 * Real-user metrics (docs/web-vitals.md). Nothing is downloaded on the first paint's path: after
 * the page has loaded and the browser is idle, a sampled page load fetches the collector and
 * `web-vitals` (a chunk of their own); the others never do. Failures are silent: measuring must
 * never disturb the visit.
 */
export function scheduleWebVitals({
  sampleRate,
  currentPage,
  random = Math.random,
  start = downloadAndCollect,
}: WebVitalsOptions) {
  if (optedOut()) return;
  afterLoadAndIdle(() => {
    sampleRate()
      .then(async (rate) => {
        if (random() < rate) await start(currentPage);
      })
      .catch(() => undefined);
  });
}
