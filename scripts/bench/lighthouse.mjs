// Lighthouse 12 (its default: a mid-range phone on a slow 4G link, simulated) on Debian's
// Chromium through chrome-launcher. Each page runs LIGHTHOUSE_RUNS times; the median run by
// performance score is reported, as Lighthouse's own docs advise for noisy machines.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
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

/**
 * Signs the browser in as the app does after a sign-in (the token and the flag in localStorage,
 * src/lib/storage.ts), on the page's origin, before Lighthouse loads the page with storage kept.
 */
async function signIn(port, url, token) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  try {
    const page = await browser.newPage();
    await page.goto(new URL('/api/health', url).href);
    await page.evaluate((value) => {
      localStorage.setItem('token', value);
      localStorage.setItem('isLoggedIn', 'true');
    }, token);
    await page.close();
  } finally {
    await browser.disconnect();
  }
}

async function auditOnce(url, token) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: flags,
    logLevel: 'silent',
  });
  const kill = onCleanup(() => chrome.kill());
  try {
    if (token) await signIn(chrome.port, url, token);
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // A member's page: their sign-in must survive Lighthouse's usual clearing of storage.
      disableStorageReset: Boolean(token),
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
 * on a starved machine) is retried, up to two extra runs; only complete runs count. With `token`,
 * the page is a signed-in member's (issue #22).
 */
export async function lighthousePage(url, { token } = {}) {
  const runs = [];
  const failures = [];
  for (let attempt = 0; runs.length < RUNS && attempt < RUNS + 2; attempt += 1) {
    const run = await auditOnce(url, token);
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
