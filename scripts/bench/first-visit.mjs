// What a first visit to / really downloads: every JS and CSS response Chromium fetched until the
// network went quiet, each gzipped (level 6, what servers use) and summed; fonts (already
// compressed woff2) counted apart. `locale` is the browser's language: a Hindi reader gets the
// page in Hindi, with its catalogue and Devanagari font (DESIGN §7).
import { gzipSync } from 'node:zlib';
import { viewports } from './browser.mjs';

export async function firstVisitWeight(browser, url, viewport, locale = 'en-IN') {
  const context = await browser.newContext({ ...viewports[viewport], locale });
  const page = await context.newPage();
  const files = [];
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet' && type !== 'font') return;
    pending.push(
      response
        .body()
        .then((body) => {
          const gzip = type === 'font' ? body.length : gzipSync(body).length;
          files.push({ url: response.url(), type, raw: body.length, gzip });
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
  const code = files.filter((f) => f.type !== 'font');
  return {
    viewport,
    locale,
    files: code.length,
    jsKb: sum('script') / 1024,
    cssKb: sum('stylesheet') / 1024,
    totalKb: (sum('script') + sum('stylesheet')) / 1024,
    fontKb: sum('font') / 1024,
    rawKb: code.reduce((s, f) => s + f.raw, 0) / 1024,
    largest: code
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 5)
      .map((f) => `${new URL(f.url).pathname} ${(f.gzip / 1024).toFixed(1)} KB`),
  };
}
