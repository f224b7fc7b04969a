/* global document, window, requestAnimationFrame */
// The calendar with ~300 events in the month, in real Chromium: how long until the month's
// grid shows them, how long switching month and opening a day take, and whether every event of
// the month reached the page. Times are measured inside the page (performance.now()), from the
// navigation start or the click to the frame after the screen is complete.
import { viewports } from './browser.mjs';

/** Runs in the page: clicks `selector`, then resolves with ms until `done()` holds and paints. */
const clickAndWait = ([selector, doneSource]) =>
  new Promise((resolve) => {
    const done = new Function(`return (${doneSource})()`);
    const started = performance.now();
    document.querySelector(selector).click();
    const check = () => {
      if (!done()) return requestAnimationFrame(check);
      // The next frame: what was rendered has been painted.
      requestAnimationFrame(() => resolve(performance.now() - started));
    };
    requestAnimationFrame(check);
  });

/** The grid is complete: no loading status, the expected month title, events in some cells. */
const gridReady = (title) => `() => {
  const heading = document.querySelector('h2[aria-live="polite"]');
  return heading?.textContent === ${JSON.stringify(title)}
    && !document.querySelector('[role="status"]')
    && document.querySelectorAll('td button[aria-label$=" events"], td button[aria-label$=" 1 event"]').length > 0;
}`;

const monthTitle = (date) =>
  date.toLocaleString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Events of the month in the page's own data (#first-screen-data, the server's render). */
function embeddedMonthEvents(html) {
  const json = /<script type="application\/json" id="first-screen-data">(.*?)<\/script>/s.exec(
    html,
  );
  if (!json) return 0;
  const { queries } = JSON.parse(json[1]);
  const month = queries.find((query) => query.queryKey.includes('all'));
  return Array.isArray(month?.state.data) ? month.state.data.length : 0;
}

export async function calendarResponsiveness(browser, baseUrl, viewport, cpuSlowdown = 1) {
  const context = await browser.newContext(viewports[viewport]);
  const page = await context.newPage();
  if (cpuSlowdown > 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
  }
  // Every month request and how many events it brought, to check the month arrived whole.
  const monthResponses = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.pathname !== '/api/events' || !url.searchParams.has('from')) return;
    monthResponses.push({
      from: url.searchParams.get('from'),
      path: url.pathname + url.search,
      count: response.json().then(
        (body) => (Array.isArray(body) ? body.length : 0),
        () => 0,
      ),
    });
  });
  // The page itself may bring the month (the server's render, ADR 21) instead of an API call.
  let pageHtml = Promise.resolve('');
  page.on('response', (response) => {
    if (response.request().resourceType() === 'document') pageHtml = response.text();
  });
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
    }).observe({ type: 'longtask', buffered: true });
  });
  try {
    const now = new Date();
    const thisMonth = monthTitle(now);
    const nextMonth = monthTitle(
      new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1)),
    );
    await page.goto(`${baseUrl}/event-calendar`, { waitUntil: 'commit' });
    const firstRender = await page.evaluate(
      (doneSource) =>
        new Promise((resolve) => {
          const done = new Function(`return (${doneSource})()`);
          const check = () =>
            done()
              ? requestAnimationFrame(() => resolve(performance.now()))
              : requestAnimationFrame(check);
          check();
        }),
      gridReady(thisMonth),
    );
    // The first grid may be the server's preview: interactions wait for the live page.
    const liveMs = await page.evaluate(
      () =>
        new Promise((resolve) => {
          const check = () =>
            document.getElementById('root')?.hasAttribute('inert')
              ? requestAnimationFrame(check)
              : resolve(performance.now());
          check();
        }),
    );
    const first = monthResponses.filter((r) => r.from === monthResponses[0]?.from);
    const monthEvents =
      first.length > 0
        ? (await Promise.all(first.map((r) => r.count))).reduce((a, b) => a + b, 0)
        : embeddedMonthEvents(await pageHtml);
    const busiest = await page.evaluate(() => {
      let best = { label: '', count: 0 };
      for (const button of document.querySelectorAll('td button[aria-label]')) {
        const count = Number(/, (\d+) events$/.exec(button.getAttribute('aria-label'))?.[1] ?? 0);
        if (count > best.count) best = { label: button.getAttribute('aria-label'), count };
      }
      return best;
    });
    const longTasksAtLoad = await page.evaluate(() => window.__longTasks.splice(0));
    const nextMs = await page.evaluate(clickAndWait, [
      'button[aria-label="Next month"]',
      gridReady(nextMonth),
    ]);
    const backMs = await page.evaluate(clickAndWait, [
      'button[aria-label="Previous month"]',
      gridReady(thisMonth),
    ]);
    const dayMs = await page.evaluate(clickAndWait, [
      `td button[aria-label="${busiest.label}"]`,
      `() => document.querySelectorAll('section ul > li').length === ${busiest.count}`,
    ]);
    const longTasksAfter = await page.evaluate(() => window.__longTasks.splice(0));
    return {
      viewport,
      cpuSlowdown,
      firstRenderMs: firstRender,
      liveMs,
      nextMonthMs: nextMs,
      backMonthMs: backMs,
      openDayMs: dayMs,
      busiestDay: busiest.count,
      monthEvents,
      monthRequests: first.length,
      monthInPage: first.length === 0,
      firstMonthRequest: first[0]?.path,
      longestTaskMs: Math.max(0, ...longTasksAtLoad, ...longTasksAfter),
    };
  } finally {
    await context.close();
  }
}
