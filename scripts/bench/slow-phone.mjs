// First contentful paint on a slow phone (issue #18): every public page, each a first visit
// (empty cache) at 375 px over a link of 400 kbit/s down with 400 ms round trips, the CPU
// slowed four times, through Chromium's own throttling (DevTools protocol). Lighthouse's
// simulation replays a fast machine's trace; this is the page actually loading that slowly.
import { viewports } from './browser.mjs';

/** The slow phone's link: 400 kbit/s each way (bytes per second), 400 ms added to each request. */
export const slowPhone = {
  latencyMs: 400,
  downloadBytesPerSecond: (400 * 1000) / 8,
  uploadBytesPerSecond: (400 * 1000) / 8,
  cpuSlowdown: 4,
};

const RUNS = Number(process.env.SLOW_PHONE_RUNS ?? 3);

async function loadOnce(browser, url) {
  const context = await browser.newContext(viewports.mobile);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: slowPhone.latencyMs,
      downloadThroughput: slowPhone.downloadBytesPerSecond,
      uploadThroughput: slowPhone.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowPhone.cpuSlowdown });
    let htmlBytes = 0;
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'document') return;
      const sizes = await response.request().sizes();
      htmlBytes = sizes.responseBodySize;
    });
    await page.goto(url, { waitUntil: 'commit', timeout: 60_000 });
    const fcpMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const found = () => performance.getEntriesByName('first-contentful-paint')[0]?.startTime;
          const now = found();
          if (now !== undefined) return resolve(now);
          new PerformanceObserver(() => {
            const at = found();
            if (at !== undefined) resolve(at);
          }).observe({ type: 'paint', buffered: true });
        }),
    );
    // What painted first is the page itself: its main heading, before any of the app's code ran.
    const previewShown = await page.evaluate(
      () => globalThis.document.getElementById('root')?.hasAttribute('inert') ?? false,
    );
    return { fcpMs, htmlBytes, previewShown };
  } finally {
    await context.close();
  }
}

/** The median first contentful paint of a page over RUNS first visits, with the HTML's size. */
export async function slowPhoneFirstPaint(browser, url) {
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) runs.push(await loadOnce(browser, url));
  runs.sort((a, b) => a.fcpMs - b.fcpMs);
  const median = runs[Math.floor(runs.length / 2)];
  return { ...median, fcpRunsMs: runs.map((r) => Math.round(r.fcpMs)) };
}
