import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { demoEvents, findEvent, loadMapFrames, stubMapFrames } from './support/events';

// Issue #18, "the first five minutes", on an event's page and the events list: the section
// buttons are in the first screen on a phone and a desktop with no menu to open, the venue map
// costs no third-party request until it is asked for, the list fills a desktop's width, and each
// sponsor shows its own logo.

const sectionNames = ['Teams', 'Schedule', 'Sponsors', 'Organisers', 'View Gallery'];

test.beforeEach(async ({ page }) => {
  await stubMapFrames(page);
});

/** Whether the whole of `locator` lies inside the window as first shown (no scrolling). */
async function expectInFirstScreen(page: Page, locator: Locator, what: string) {
  const box = await locator.boundingBox();
  const { width, height } = page.viewportSize()!;
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.y, `${what} top`).toBeGreaterThanOrEqual(0);
  expect(box!.y + box!.height, `${what} bottom (window ${height} px high)`).toBeLessThanOrEqual(
    height,
  );
  expect(box!.x, `${what} left`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} right (window ${width} px wide)`).toBeLessThanOrEqual(width);
}

async function openCup(page: Page, id: string) {
  await page.goto(`/event-details/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: demoEvents.cup })).toBeVisible();
}

test('the section buttons are in the first screen, and the chosen one closes again', async ({
  page,
  request,
}) => {
  const cup = await findEvent(request, demoEvents.cup);
  await openCup(page, cup._id);

  const group = page.getByRole('group', { name: 'Event sections' });
  for (const name of sectionNames) {
    const button = group.getByRole('button', { name, exact: true });
    await expect(button).toBeVisible();
    await expectInFirstScreen(page, button, name);
  }
  await expect(page.getByRole('button', { name: 'Sections', exact: true })).toHaveCount(0);

  // Issue 40: Share, in the first screen too (beside the title on a phone, in the actions row on
  // a desktop), offers WhatsApp with the page's address where the browser has no share sheet.
  const share = page.getByRole('button', { name: `Share “${demoEvents.cup}”` });
  await expect(share).toHaveCount(1);
  await expectInFirstScreen(page, share, 'Share');
  await share.click();
  const whatsapp = page.getByRole('menuitem', { name: 'WhatsApp' });
  await expect(whatsapp).toHaveAttribute('href', new RegExp(`event-details%2F${cup._id}`));
  await page.keyboard.press('Escape');
  await expect(whatsapp).toHaveCount(0);

  const sponsors = group.getByRole('button', { name: 'Sponsors', exact: true });
  await sponsors.click();
  await expect(sponsors).toHaveAttribute('aria-pressed', 'true');
  const panel = page.getByRole('region', { name: 'Sponsors' });
  await expect(panel.getByRole('region', { name: 'Event sponsors' })).toBeVisible();

  await sponsors.click();
  await expect(panel).toHaveCount(0);
  await expect(sponsors).toHaveAttribute('aria-pressed', 'false');

  // The keyboard: Enter opens a section, Space on the same button closes it.
  const organisers = group.getByRole('button', { name: 'Organisers', exact: true });
  await organisers.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('region', { name: 'Organisers', exact: true })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(page.getByRole('region', { name: 'Organisers', exact: true })).toHaveCount(0);
  await expect(organisers).toHaveAttribute('aria-pressed', 'false');
});

test.describe('the server-rendered first paint', () => {
  test.use({ javaScriptEnabled: false });

  test('already has the section buttons in the first screen', async ({ page, request }) => {
    const cup = await findEvent(request, demoEvents.cup);
    await page.goto(`/event-details/${cup._id}`);
    // The preview is inert and hidden from the accessibility tree: find the buttons by text.
    const bar = page.locator('#root [aria-label="Event sections"]');
    for (const name of sectionNames) {
      await expectInFirstScreen(page, bar.locator('button', { hasText: name }), name);
    }
  });
});

test('each sponsor shows its own logo', async ({ page, request }) => {
  const cup = await findEvent(request, demoEvents.cup);
  await openCup(page, cup._id);
  await page
    .getByRole('group', { name: 'Event sections' })
    .getByRole('button', { name: 'Sponsors', exact: true })
    .click();
  const carousel = page.getByRole('region', { name: 'Event sponsors' });
  const slide = carousel.getByRole('group', { name: '1 of 4' });
  await expect(slide.getByText('Riverside Sports', { exact: true })).toBeVisible();
  const logo = slide.getByRole('img', { name: 'Riverside Sports logo' });
  const svg = await (await request.get((await logo.getAttribute('src'))!)).text();
  expect(svg).toContain('>Riverside Sports</text>');
});

test('an event page asks no other site for anything until "Show map"', async ({
  page,
  request,
  baseURL,
}) => {
  const cup = await findEvent(request, demoEvents.cup);
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).origin !== new URL(baseURL!).origin) elsewhere.push(sent.url());
  });

  await openCup(page, cup._id);
  await page.waitForLoadState('networkidle');
  expect(elsewhere).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);

  const open = page.getByRole('link', {
    name: 'Open Riverside College Grounds in maps (opens in a new tab)',
  });
  await expect(open).toHaveAttribute('href', /^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
  await expect(open).toHaveAttribute('target', '_blank');
  await expect(open).toHaveAttribute('rel', /noopener/);

  await page.getByRole('button', { name: 'Show map', exact: true }).click();
  const frame = page.locator('iframe[title="Map of Riverside College Grounds"]');
  await expect(frame).toBeVisible();
  await expect.poll(() => elsewhere.length).toBeGreaterThan(0);
  expect(elsewhere.every((url) => url.startsWith('https://www.openstreetmap.org/'))).toBe(true);
  await expect(page.getByRole('button', { name: 'Hide map', exact: true })).toBeVisible();
});

test('axe, light and dark, with a section open and the map shown', async ({ page, request }) => {
  const cup = await findEvent(request, demoEvents.cup);
  await page.goto('/about');
  for (const scheme of ['light', 'dark'] as const) {
    await test.step(scheme, async () => {
      await page.evaluate(
        (dark) => localStorage.setItem('darkMode', dark),
        String(scheme === 'dark'),
      );
      await openCup(page, cup._id);
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await page
        .getByRole('group', { name: 'Event sections' })
        .getByRole('button', { name: 'Sponsors', exact: true })
        .click();
      await expect(page.getByRole('region', { name: 'Event sponsors' })).toBeVisible();
      await page.getByRole('button', { name: 'Show map', exact: true }).click();
      await loadMapFrames(page);
      // In dark, the colour rules: the structure is the same as in light.
      await expectNoAxeViolations(page, `event details, open (${scheme})`, {
        coloursOnly: scheme === 'dark',
      });
    });
  }
});

test('/events: cards side by side on a desktop, one column on a phone, no other site asked', async ({
  page,
  baseURL,
}) => {
  const elsewhere: string[] = [];
  page.on('request', (sent) => {
    if (new URL(sent.url()).origin !== new URL(baseURL!).origin) elsewhere.push(sent.url());
  });
  await page.goto('/events');
  const upcoming = page.getByRole('region', { name: 'Upcoming events' });
  const cards = upcoming.getByRole('article');
  await expect(cards.nth(2)).toBeVisible();
  const [first, second, third] = await Promise.all(
    [0, 1, 2].map(async (index) => (await cards.nth(index).boundingBox())!),
  );
  if (page.viewportSize()!.width >= 1024) {
    // Three across (the sidebar open): one row, left to right.
    expect(second!.y).toBeCloseTo(first!.y, 0);
    expect(third!.y).toBeCloseTo(first!.y, 0);
    expect(second!.x).toBeGreaterThan(first!.x + first!.width - 1);
    expect(third!.x).toBeGreaterThan(second!.x + second!.width - 1);
  } else {
    expect(second!.x).toBeCloseTo(first!.x, 0);
    expect(second!.y).toBeGreaterThan(first!.y + first!.height - 1);
  }
  await page.waitForLoadState('networkidle');
  expect(elsewhere).toEqual([]);
  await expect(page.locator('iframe')).toHaveCount(0);
});
