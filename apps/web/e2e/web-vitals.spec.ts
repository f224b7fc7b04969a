import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { expect, test, type APIRequestContext, type Page, type Request } from '@playwright/test';
import { ensureSidebarOpen, signIn, storeBeforeLoad } from './support/app';
import { expectAccessibleInBothSchemes } from './support/axe';
import { adminToken, bearer, demoEvents, findEvent, stubMapFrames } from './support/events';

// Real-user metrics through the built server: the e2e server samples every page load
// (WEB_VITALS_SAMPLE_RATE=1), so visiting pages and hiding them sends real web-vitals beacons;
// a site admin then reads the percentiles. Both projects share one database, so figures are
// checked by page and as "at least", never as exact totals.

interface Beacon {
  page: string;
  view: string;
  metrics: { name: string; value: number }[];
}

interface Summary {
  pages: { page: string; views: number; metrics: Record<string, { count: number } | null> }[];
}

test.beforeEach(async ({ page }) => {
  await stubMapFrames(page);
});

/** What switching to another tab and back does to the page's visibility, with its events. */
async function hideAndShow(page: Page) {
  await page.evaluate(() => {
    const announce = () => document.dispatchEvent(new Event('visibilitychange', { bubbles: true }));
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    announce();
    Reflect.deleteProperty(document, 'visibilityState');
    announce();
  });
}

const allMetrics = ['CLS', 'FCP', 'INP', 'LCP', 'TTFB'];

/**
 * Visits `path`, then clicks its heading and hides the page (showing it again) until its beacons
 * carry every metric. The collector loads only once the page is idle, so the first rounds may
 * find nobody listening. The click is real input: web-vitals takes LCP as final after trusted
 * input or a trusted hide, and a test can only hide the page with an untrusted event. INP may
 * come in a later beacon, under the same view id.
 */
async function visitAndReport(page: Page, path: string, heading: string): Promise<Beacon[]> {
  const beacons: Beacon[] = [];
  const listener = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/api/vitals')
      beacons.push(JSON.parse(request.postData() ?? '{}') as Beacon);
  };
  const reported = () =>
    [...new Set(beacons.flatMap((beacon) => beacon.metrics.map((metric) => metric.name)))].sort();
  page.on('request', listener);
  await page.goto(path);
  // A person clicks what they have seen painted; a click before any paint leaves no LCP at all.
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        new PerformanceObserver((_list, observer) => {
          observer.disconnect();
          resolve();
        }).observe({ type: 'largest-contentful-paint', buffered: true });
      }),
  );
  await expect
    .poll(
      async () => {
        if (reported().length < allMetrics.length) {
          await page.getByRole('heading', { level: 1, name: heading }).click();
          await hideAndShow(page);
        }
        return reported();
      },
      { timeout: 20_000, message: `web vitals beacons from ${path}` },
    )
    .toEqual(allMetrics);
  page.off('request', listener);
  return beacons;
}

async function summary(request: APIRequestContext, token: string): Promise<Summary> {
  const response = await request.get('/api/admin/web-vitals?days=7', { headers: bearer(token) });
  expect(response.status()).toBe(200);
  return (await response.json()) as Summary;
}

test('visits send their web vitals by route pattern; a site admin reads p75 per page', async ({
  page,
  request,
  isMobile,
}) => {
  // Three page loads that each wait for the browser to be idle, then axe in both schemes.
  test.setTimeout(120_000);
  const event = await findEvent(request, demoEvents.cup);
  const visits = [
    { path: `/event-details/${event._id}`, pattern: '/event-details/:id', heading: event.title },
    {
      path: '/event-calendar?utm_source=e2e',
      pattern: '/event-calendar',
      heading: 'Event calendar',
    },
    { path: '/about', pattern: '/about', heading: 'About Us' },
  ];

  for (const visit of visits) {
    await test.step(`visit ${visit.path}`, async () => {
      const beacons = await visitAndReport(page, visit.path, visit.heading);
      // One page view: every beacon of it has the same view id and names the route pattern only,
      // with no id and no query string.
      expect(new Set(beacons.map((beacon) => beacon.view)).size).toBe(1);
      expect(beacons[0]?.view).toMatch(/^[0-9a-f]{32}$/);
      for (const beacon of beacons) expect(beacon.page).toBe(visit.pattern);
      expect(JSON.stringify(beacons)).not.toContain(event._id);
      expect(JSON.stringify(beacons)).not.toContain('utm_source');
    });
  }

  const token = await adminToken(request);
  await expect
    .poll(async () => {
      const { pages } = await summary(request, token);
      return visits.map(
        ({ pattern }) => (pages.find((row) => row.page === pattern)?.views ?? 0) > 0,
      );
    })
    .toEqual([true, true, true]);

  await test.step('the admin finds Web vitals in the sidebar and reads the figures', async () => {
    await storeBeforeLoad(page, await signIn(request, 'admin'));
    await page.goto('/');
    const nav = await ensureSidebarOpen(page);
    await nav.getByRole('button', { name: 'Manage' }).click();
    await nav.getByRole('link', { name: 'Web vitals' }).click();
    await expect(page).toHaveURL(/\/admin\/web-vitals$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Web vitals' })).toBeVisible();
    await expect(page.getByText(/Every page load is measured/)).toBeVisible();

    const figure = /\d+(\.\d+)? m?s(Good|Needs improvement|Poor)\d+ samples?/;
    if (isMobile) {
      const card = page
        .getByRole('list', { name: 'Web vitals per page' })
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: '/event-details/:id' }) });
      await expect(card).toBeVisible();
      await expect(card.getByRole('definition').first()).toHaveText(figure);
    } else {
      const row = page
        .getByRole('table', { name: 'Web vitals per page' })
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: '/event-details/:id' }) });
      await expect(row.getByRole('cell').nth(1)).toHaveText(figure);
    }

    await page.getByText('Last 30 days').click();
    await expect(page).toHaveURL(/\?days=30$/);
    await expect(
      page
        .getByRole('heading', { name: '/about' })
        .or(page.getByRole('rowheader', { name: '/about' })),
    ).toBeVisible();
  });

  await expectAccessibleInBothSchemes(page, '/admin/web-vitals', 'Web vitals');
});

test('a visitor or a member gets no figures from the API', async ({ request }) => {
  expect((await request.get('/api/admin/web-vitals')).status()).toBe(401);
  const member = await signIn(request, 'member');
  const asMember = await request.get('/api/admin/web-vitals', { headers: bearer(member.token!) });
  expect(asMember.status()).toBe(403);
});

// Screenshots for review and the README: SCREENSHOTS=1 E2E_PORT=… npx playwright test web-vitals
const outDir = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

test('screenshots of the admin screen, desktop and phone, light and dark', async ({
  browser,
  baseURL,
  request,
  isMobile,
}) => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write docs/screenshots');
  test.skip(isMobile, 'one run makes every size; the desktop project does it');
  // A spread of samples, as browsers send them, so every rating shows in the pictures.
  const spread: [string, number, number, number][] = [
    ['/', 1450, 90, 0.01],
    ['/events', 2900, 240, 0.04],
    ['/team', 5200, 620, 0.3],
  ];
  for (const [pattern, lcp, inp, cls] of spread)
    for (let index = 0; index < 3; index += 1) {
      const view = Array.from({ length: 32 }, () => Math.floor(Math.random() * 16).toString(16));
      const response = await request.post('/api/vitals', {
        headers: { 'content-type': 'text/plain;charset=UTF-8' },
        data: JSON.stringify({
          page: pattern,
          view: view.join(''),
          metrics: [
            { name: 'LCP', value: lcp + index * 50 },
            { name: 'INP', value: inp + index * 8 },
            { name: 'CLS', value: cls },
            { name: 'FCP', value: lcp * 0.6 },
            { name: 'TTFB', value: 120 + index * 10 },
          ],
        }),
      });
      expect(response.status()).toBe(204);
    }
  const session = await signIn(request, 'admin');
  await mkdir(outDir, { recursive: true });
  for (const [device, viewport] of [
    ['desktop', { width: 1280, height: 800 }],
    ['mobile', { width: 375, height: 812 }],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      const context = await browser.newContext({
        viewport,
        isMobile: device === 'mobile',
        baseURL: baseURL ?? '',
        colorScheme: scheme,
      });
      const page = await context.newPage();
      await storeBeforeLoad(page, { ...session, darkMode: String(scheme === 'dark') });
      await page.goto('/admin/web-vitals');
      await expect(page.getByRole('heading', { level: 1, name: 'Web vitals' })).toBeVisible();
      await expect(page.getByText('/team').first()).toBeVisible();
      await page.screenshot({
        path: `${outDir}web-vitals-${device}-${scheme}.png`,
        fullPage: true,
        animations: 'disabled',
      });
      await context.close();
    }
  }
});
