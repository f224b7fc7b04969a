import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { storeBeforeLoad } from './support/app';
import { adminToken, bearer, createEvent, deleteEvent, newPerson } from './support/events';
import { newAccount, signUp } from './support/community';

// Issue 40: the portal installs as an app (Chromium's own installability check on the manifest the
// server writes), and a member's tickets open with the network off once they have been online.
// The service worker runs here only: other journeys block it (playwright.config.ts).
test.use({ serviceWorkers: 'allow' });

const ticketsCache = 'portal-tickets-v1';

/** How many answers the worker keeps for offline tickets. */
const keptTickets = (page: Page) =>
  page.evaluate(async (name) => (await (await caches.open(name)).keys()).length, ticketsCache);

test('the app is installable and a member’s tickets open offline', async ({
  page,
  context,
  request,
}) => {
  // Two browsers, a worker's install and a dozen page loads, on a shared machine.
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const events = [
    await createEvent(request, token, `Offline gala ${Date.now()}`),
    await createEvent(request, token, `नवरात्रि गरबा ${Date.now()}`),
  ];
  const account = newAccount('Jayesh');
  const { session } = await signUp(request, account);
  const member = bearer(session.token!);
  for (const event of events) {
    const person = newPerson('Jayesh');
    const registered = await request.post(`/api/registration/${event._id}`, {
      headers: member,
      data: { title: 'Mr.', ...person, eventUpdates: 'no', hasGuest: 'no' },
    });
    expect(registered.status(), await registered.text()).toBe(201);
  }
  const mine = await request.get('/api/my-tickets', { headers: member });
  const { tickets } = (await mine.json()) as { tickets: { eventTitle: string; ticket: string }[] };
  expect(tickets).toHaveLength(2);

  try {
    await test.step('Chromium finds the manifest installable', async () => {
      // Chromium never offers to install from an incognito window, which is what every test's
      // context is: the check runs in a browser profile of its own, as a person's would be.
      const profile = mkdtempSync(path.join(tmpdir(), 'portal-install-'));
      const { launchOptions, baseURL } = test.info().project.use;
      const browser = await chromium.launchPersistentContext(profile, {
        ...launchOptions,
        baseURL,
      });
      try {
        const installing = browser.pages()[0] ?? (await browser.newPage());
        await installing.goto('/');
        await expect(installing.locator('link[rel="manifest"]')).toHaveAttribute(
          'href',
          '/manifest.webmanifest',
        );
        await expect(installing.locator('meta[name="theme-color"]')).toHaveCount(2);
        const cdp = await browser.newCDPSession(installing);
        await expect
          .poll(async () => (await cdp.send('Page.getInstallabilityErrors')).installabilityErrors)
          .toEqual([]);
        const manifest = await cdp.send('Page.getAppManifest');
        expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
        expect(manifest.errors).toEqual([]);
      } finally {
        await browser.close();
        rmSync(profile, { recursive: true, force: true });
      }
    });

    await test.step('the worker installs after the page has loaded', async () => {
      await storeBeforeLoad(page, session);
      await page.goto('/');
      await expect
        .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
        .toBe('activated');
    });

    await test.step('one visit to My tickets online keeps every upcoming ticket', async () => {
      await page.goto('/my-tickets');
      await expect(page.getByRole('img', { name: 'QR code of this ticket' })).toHaveCount(2);
      // My tickets itself and each ticket's page data, fetched ahead by the worker.
      await expect.poll(() => keptTickets(page)).toBe(3);
    });

    await test.step('with the network off, each ticket page opens with its QR code', async () => {
      await context.setOffline(true);
      for (const { eventTitle, ticket } of tickets) {
        await page.goto(`/ticket?t=${encodeURIComponent(ticket)}`);
        await expect(page.getByRole('heading', { level: 1, name: eventTitle })).toBeVisible();
        await expect(page.getByRole('img', { name: 'QR code of this ticket' })).toBeVisible();
      }
      // Nothing else was kept: an API call the worker does not keep fails as it would without it.
      const events = await page.evaluate(() =>
        fetch('/api/events').then(
          (response) => response.status,
          () => 'offline',
        ),
      );
      expect(events).toBe('offline');
    });

    await test.step('signing out forgets the kept tickets', async () => {
      await context.setOffline(false);
      await page.evaluate(
        (auth) => fetch('/api/auth/logout', { method: 'POST', headers: auth }),
        member,
      );
      await expect.poll(() => keptTickets(page)).toBe(0);
    });
  } finally {
    await context.setOffline(false);
    for (const event of events) await deleteEvent(request, token, event._id);
  }
});

test('an event page’s server HTML carries its link preview and its schema.org Event', async ({
  request,
}) => {
  const token = await adminToken(request);
  const event = await createEvent(request, token, `दिवाली मेला ${Date.now()}`);
  try {
    // What a crawler reads: the HTML as the server sends it, no script run.
    const html = await (await request.get(`/event-details/${event._id}`)).text();
    expect(html).toContain(`<meta property="og:title" content="${event.title}">`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image">');
    expect(html).toContain('"@type":"Event"');
    // The server render of the screen is there too (ADR 21), in the same page.
    expect(html).toContain('id="first-screen-data"');
    const image = /<meta property="og:image" content="([^"]+)">/
      .exec(html)![1]!
      .replace(/&#38;/g, '&');
    const card = await request.get(new URL(image).pathname + new URL(image).search);
    expect(card.status()).toBe(200);
    expect(card.headers()['content-type']).toBe('image/jpeg');
  } finally {
    await deleteEvent(request, token, event._id);
  }
});
