// Lighthouse 12 (its default: a mid-range phone on a slow 4G link, simulated) on Debian's
// Chromium through chrome-launcher. Each page runs LIGHTHOUSE_RUNS times; the median run by
// performance score is reported, as Lighthouse's own docs advise for noisy machines.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumFlags, chromiumPath } from '../chromium.mjs';
import { onCleanup } from './cleanup.mjs';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

// chrome-launcher starts a headed browser unless told; Lighthouse wants timers unthrottled.
const flags = [
  ...chromiumFlags,
  '--headless=new',
  '--disable-background-timer-throttling',
  '--disable-default-apps',
  '--disable-extensions',
];

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: flags,
    logLevel: 'silent',
  });
  const kill = onCleanup(() => chrome.kill());
  try {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      fcpMs: audit('first-contentful-paint'),
      lcpMs: audit('largest-contentful-paint'),
      cls: audit('cumulative-layout-shift'),
      tbtMs: audit('total-blocking-time'),
      speedIndexMs: audit('speed-index'),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
          ?.snippet,
      runtimeError: lhr.runtimeError?.message,
    };
  } finally {
    await kill();
  }
}

/**
 * A run that Chromium could not load (Lighthouse reports a runtimeError, e.g. an interstitial
 * on a starved machine) is retried, up to two extra runs; only complete runs count.
 */
export async function lighthousePage(url) {
  const runs = [];
  const failures = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
    const run = await auditOnce(url);
    if (run.runtimeError) {
      console.warn(`  Lighthouse could not load ${url}: ${run.runtimeError}`);
      failures.push(run.runtimeError);
    } else runs.push(run);
  }
  if (runs.length === 0) return { score: NaN, scores: [], runtimeError: failures[0] };
  runs.sort((a, b) => a.score - b.score);
  const median = runs[Math.floor(runs.length / 2)];
  return { ...median, scores: runs.map((r) => r.score), failedRuns: failures.length };
}
