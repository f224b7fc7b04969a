import { gzipSync } from 'node:zlib';
import { expect, test } from '@playwright/test';

// Issue #8's budget: a first visit to / loads at most 200 KiB of JS and CSS, gzipped. `npm run
// bench` reports the figure; this keeps it from creeping back unnoticed (zod, a widget, a
// library pulled into the first screen). Counted like the bench: every script and stylesheet
// Chromium fetches until the network is quiet, each gzipped at level 6. The web-vitals collector
// is held to a budget of its own: it is fetched after the load event, once the browser is idle,
// and only for the sampled page views (1 in 10 by default); the e2e server samples every one, so
// it is fetched here and counted apart. (Until issue 19 named each event's venue zone on the
// first screen, it fitted inside the 200 KiB too.)
const budgetBytes = 200 * 1024;
const collectorBudgetBytes = 4 * 1024;
const collectorChunks = [/\/collect-web-vitals-[\w-]+\.js$/, /\/web-vital-limits-[\w-]+\.js$/];
const isCollector = (url: string) => collectorChunks.some((chunk) => chunk.test(url));

test('a first visit to / stays within 200 KiB of JS and CSS, without zod', async ({ page }) => {
  const files: { url: string; gzip: number; zod: boolean }[] = [];
  const reading: Promise<void>[] = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    reading.push(
      response.body().then((body) => {
        files.push({
          url: new URL(response.url()).pathname,
          gzip: gzipSync(body).length,
          // zod's own error class name survives minification: its code is in this file.
          zod: body.includes('ZodError'),
        });
      }),
    );
  });
  const collectorFetched = Promise.all(
    collectorChunks.map((chunk) =>
      page.waitForResponse((response) => chunk.test(new URL(response.url()).pathname)),
    ),
  );
  await page.goto('/', { waitUntil: 'networkidle' });
  // The collector comes after the load event, once the browser is idle: the network can be quiet
  // for a moment before that (the test failed so once in CI).
  await collectorFetched;
  await Promise.all(reading);

  const sum = (list: typeof files) => list.reduce((total, file) => total + file.gzip, 0);
  const listing = files.map((file) => `${file.url} ${file.gzip}`).join('\n');
  const collector = files.filter((file) => isCollector(file.url));
  expect(sum(collector), listing).toBeLessThanOrEqual(collectorBudgetBytes);
  const firstVisit = files.filter((file) => !isCollector(file.url));
  expect(sum(firstVisit), `first-visit files (gzip bytes):\n${listing}`).toBeLessThanOrEqual(
    budgetBytes,
  );
  expect(files.filter((file) => file.zod).map((file) => file.url)).toEqual([]);
});
