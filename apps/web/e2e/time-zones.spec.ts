import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { storeBeforeLoad, signIn } from './support/app';
import {
  adminToken,
  bearer,
  calendarDay,
  deleteEvent,
  randomLetters,
  stubMapFrames,
  type ApiEvent,
} from './support/events';

// Issue 19: an event happens in its venue's zone. Readers see the venue's time named ("IST"),
// their own beside it only when their clock differs, and the calendar keeps the venue's date.
// The browser's zone is set by Playwright (timezoneId); the e2e server runs in the machine's.

const pune = 'Asia/Kolkata';

/** A day some weeks ahead, as "YYYY-MM-DD" (no clock change near it in Pune, which has none). */
function dayAhead(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

/** "21:00" as a zone's clock reads at `iso` (24-hour, like the portal). */
function clockIn(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(iso));
}

/** A published event created with wall-clock times in `timeZone`, as the portal's form sends. */
async function createZonedEvent(
  request: APIRequestContext,
  token: string,
  title: string,
  { date, endDate, timeZone }: { date: string; endDate: string; timeZone: string },
): Promise<ApiEvent> {
  const response = await request.post('/api/events', {
    headers: bearer(token),
    data: {
      title,
      description: 'Created by an end-to-end test of time zones.',
      date,
      endDate,
      timeZone,
      location: 'Deccan Gymkhana, Pune',
      status: 'published',
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ApiEvent;
}

// 07:30 in Pune is 21:00 or 22:00 the evening before in Toronto: a different day.
const day = dayAhead(30);
let event: ApiEvent;
let token: string;

test.beforeAll(async ({ request }) => {
  token = await adminToken(request);
  event = await createZonedEvent(request, token, `E2E Sunrise Yoga ${randomLetters(8)}`, {
    date: `${day}T07:30`,
    endDate: `${day}T09:00`,
    timeZone: pune,
  });
  expect(event.timeZone).toBe(pune);
  expect(clockIn(event.date, pune)).toBe('07:30');
});

test.afterAll(async ({ request }) => {
  if (event) await deleteEvent(request, token, event._id);
});

/** The venue's time as every page writes it: "… 07:30 – 09:00 IST". */
const venueTime = /07:30 – 09:00 IST/;

async function checkPages(page: Page, reader: 'Toronto' | null) {
  await stubMapFrames(page);
  const readerTime = new RegExp(
    `${clockIn(event.date, 'America/Toronto')} \\w{3} in Toronto \\(your time\\)`,
  );

  await test.step('the event details', async () => {
    await page.goto(`/event-details/${event._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(main.getByText(venueTime).first()).toBeVisible();
    if (reader) await expect(main.getByText(readerTime).first()).toBeVisible();
    else await expect(main.getByText(/your time/)).toHaveCount(0);
  });

  await test.step('the listing', async () => {
    await page.goto('/events');
    const card = page.getByRole('article', { name: event.title });
    await expect(card.getByText(venueTime)).toBeVisible();
    if (reader) await expect(card.getByText(readerTime)).toBeVisible();
    else await expect(card.getByText(/your time/)).toHaveCount(0);
  });

  await test.step('the calendar keeps the venue’s date', async () => {
    const venueDay = calendarDay(event.date, pune);
    const readerDay = calendarDay(event.date, reader ? 'America/Toronto' : pune);
    await page.goto(`/event-calendar?month=${venueDay.month}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Event calendar' })).toBeVisible();
    const dayButton = page.getByRole('button', {
      name: new RegExp(`^${venueDay.label}, \\d+ events?$`),
    });
    await dayButton.click({ position: { x: 12, y: 12 } });
    const list = page.getByRole('region', { name: `Events on ${venueDay.label}` });
    const item = list.getByRole('listitem').filter({ hasText: event.title });
    await expect(item.getByRole('heading', { level: 3, name: event.title })).toBeVisible();
    await expect(item.getByText(venueTime)).toBeVisible();
    if (reader) await expect(item.getByText(readerTime)).toBeVisible();
    if (reader) {
      // The evening before in Toronto: the event is not on that day in the calendar.
      expect(readerDay.label).not.toBe(venueDay.label);
      await page.goto(`/event-calendar?month=${readerDay.month}`);
      const before = page.getByRole('button', {
        name: new RegExp(`^${readerDay.label}, (no events|\\d+ events?)$`),
      });
      await before.click({ position: { x: 12, y: 12 } });
      const earlier = page.getByRole('region', { name: `Events on ${readerDay.label}` });
      await expect(earlier).toBeVisible();
      await expect(earlier.getByRole('heading', { level: 3, name: event.title })).toHaveCount(0);
    }
  });
}

test.describe('a reader in Toronto', () => {
  test.use({ timezoneId: 'America/Toronto' });

  test('sees the venue’s time named, their own beside it, and the venue’s date', async ({
    page,
  }) => {
    test.slow();
    await checkPages(page, 'Toronto');
  });

  test('the server’s first paint shows the venue’s time alone', async ({ request }) => {
    const html = await (await request.get(`/event-details/${event._id}`)).text();
    expect(html).toMatch(venueTime);
    expect(html).not.toMatch(/your time/);
  });

  test('an organiser in Toronto creates a London event at London’s 10:00', async ({
    page,
    request,
  }) => {
    await storeBeforeLoad(page, await signIn(request, 'admin'));
    const title = `E2E London Meetup ${randomLetters(8)}`;
    // A date after London's clocks go forward: 10:00 BST is 09:00 UTC.
    const londonDay = `${new Date(Date.now() + 200 * 86_400_000).getUTCFullYear() + 1}-04-17`;
    await page.goto('/eventForm');
    const form = page.getByRole('form', { name: 'Create event' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Chai and samosas by the Thames.');
    // The site's zone to begin with; the organiser picks London.
    const zone = form.getByRole('combobox', { name: 'Time zone' });
    await expect(zone).toHaveValue(/^Kolkata \(IST, GMT\+5:30\)$/);
    await zone.click();
    await zone.fill('London');
    await page.getByRole('option', { name: /^London \(/ }).click();
    await expect(zone).toHaveValue(/^London \(/);
    await expect(form.getByText('Local time in London').first()).toBeVisible();
    await form.getByLabel('Starts').fill(`${londonDay}T10:00`);
    await form.getByLabel('Location').fill('Southbank Centre, London');
    await form.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Event created successfully!')).toBeVisible();

    const managed = await request.get('/api/events/managed', {
      headers: bearer(token),
    });
    const created = ((await managed.json()) as ApiEvent[]).find((item) => item.title === title);
    expect(created, 'the created event').toBeDefined();
    try {
      expect(created!.timeZone).toBe('Europe/London');
      expect(created!.date).toBe(`${londonDay}T09:00:00.000Z`);
    } finally {
      await deleteEvent(request, token, created!._id);
    }
  });
});

test.describe('a reader in Pune', () => {
  test.use({ timezoneId: pune });

  test('sees one time, the venue’s, named', async ({ page }) => {
    test.slow();
    await checkPages(page, null);
  });
});

test.describe('screenshots of the event details and form', () => {
  test.use({ timezoneId: 'America/Toronto' });

  // For review, in the test's output folder (test-results/…): look at them after a change.
  test('at 1280 and 375 px, light and dark', async ({
    browser,
    baseURL,
    request,
    isMobile,
  }, testInfo) => {
    test.skip(isMobile, 'one run makes every size');
    test.slow();
    const session = await signIn(request, 'admin');
    for (const width of [1280, 375]) {
      for (const scheme of ['light', 'dark'] as const) {
        const context = await browser.newContext({
          baseURL,
          viewport: { width, height: 900 },
          colorScheme: scheme,
          timezoneId: 'America/Toronto',
        });
        const page = await context.newPage();
        await storeBeforeLoad(page, { ...session, darkMode: String(scheme === 'dark') });
        await stubMapFrames(page);
        await page.goto(`/event-details/${event._id}`);
        await expect(page.getByText(/in Toronto \(your time\)/).first()).toBeVisible();
        await page.screenshot({ path: testInfo.outputPath(`details-${width}-${scheme}.png`) });
        await page.goto('/eventForm');
        await expect(page.getByRole('combobox', { name: 'Time zone' })).toBeVisible();
        await page.getByRole('combobox', { name: 'Time zone' }).scrollIntoViewIfNeeded();
        await page.screenshot({ path: testInfo.outputPath(`form-${width}-${scheme}.png`) });
        await context.close();
      }
    }
  });
});
