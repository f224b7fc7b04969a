import { expect, test } from '@playwright/test';
import { demoEvents, findEvent, stubMapFrames } from './support/events';
import { unstyledClasses } from './support/unstyled-classes';

// A first visit downloads only the Mantine styles the public pages use (app/first-visit-styles.ts),
// not all of them. This proves that list is enough: on each public page, in each state a visitor
// reaches, every Mantine class on the page that Mantine styles has its rules loaded. A component
// newly used on these pages without its stylesheet fails here instead of showing unstyled.

test.beforeEach(async ({ page }) => {
  await stubMapFrames(page);
});

test('the public pages are fully styled by the first-visit styles', async ({ page, request }) => {
  // Eight pages and their states in one walk: more than the default 30 s on a loaded machine.
  test.slow();
  const cup = await findEvent(request, demoEvents.cup);
  const check = async (state: string) =>
    expect(await unstyledClasses(page), `unstyled Mantine classes on ${state}`).toEqual([]);

  for (const path of ['/', '/events', '/upcoming-events', '/about', '/no-such-page']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    await check(path);
  }

  await page.goto(`/event-details/${cup._id}`);
  await expect(page.getByRole('heading', { level: 1, name: demoEvents.cup })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await check('event details');
  await page
    .getByRole('group', { name: 'Event sections' })
    .getByRole('button', { name: 'Sponsors', exact: true })
    .click();
  await expect(page.getByRole('region', { name: 'Event sponsors' })).toBeVisible();
  await check('event details, a section open');

  // The Schedule section's search box: styled, its magnifier inside the box, not a line above.
  await page
    .getByRole('group', { name: 'Event sections' })
    .getByRole('button', { name: 'Schedule', exact: true })
    .click();
  const search = page.getByRole('searchbox', { name: 'Search matches' });
  await expect(search).toBeVisible();
  await check('event details, Schedule section');
  const icon = page.locator('.mantine-TextInput-section').filter({ has: page.locator('svg') });
  const [box, iconBox] = [await search.boundingBox(), await icon.first().boundingBox()];
  expect(box && iconBox, 'the search box and its icon are laid out').toBeTruthy();
  expect(iconBox!.y).toBeGreaterThanOrEqual(box!.y);
  expect(iconBox!.y + iconBox!.height).toBeLessThanOrEqual(box!.y + box!.height);
  expect(iconBox!.x).toBeGreaterThanOrEqual(box!.x);
  expect(await search.evaluate((input) => getComputedStyle(input).borderTopStyle)).toBe('solid');

  await page.goto('/event-calendar');
  const busyDay = page.locator('td button[aria-label$=" events"]').first();
  await busyDay.click();
  await expect(page.getByRole('heading', { name: /^Events on / })).toBeVisible();
  await check('calendar with a day open');
  const badge = page.locator('td .mantine-Badge-root').first();
  if (await badge.isVisible()) {
    await badge.hover();
    await expect(page.locator('.mantine-HoverCard-dropdown')).toBeVisible();
    await check('calendar with an event card open');
  }
});
