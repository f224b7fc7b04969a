// What a first visit to / really downloads: every JS and CSS response Chromium fetched until the
// network went quiet, each gzipped (level 6, what servers use) and summed.
import { gzipSync } from 'node:zlib';
import { viewports } from './browser.mjs';

export async function firstVisitWeight(browser, url, viewport) {
  const context = await browser.newContext(viewports[viewport]);
  const page = await context.newPage();
  const files = [];
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response
        .body()
        .then((body) => {
          files.push({ url: response.url(), type, raw: body.length, gzip: gzipSync(body).length });
        })
        // A response still arriving as the page closes has no body to read; it came after the
        // network went quiet, so it is not part of the first visit anyway.
        .catch(() => undefined),
    );
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await Promise.all(pending);
  } finally {
    await context.close();
  }
  const sum = (type) =>
    files.filter((f) => !type || f.type === type).reduce((s, f) => s + f.gzip, 0);
  return {
    viewport,
    files: files.length,
    jsKb: sum('script') / 1024,
    cssKb: sum('stylesheet') / 1024,
    totalKb: sum() / 1024,
    rawKb: files.reduce((s, f) => s + f.raw, 0) / 1024,
    largest: files
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((f) => `${new URL(f.url).pathname} ${(f.gzip / 1024).toFixed(1)} KB`),
  };
}
