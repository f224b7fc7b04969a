import { expect, test, type Page } from '@playwright/test';
import { communityTagline, signIn, storeBeforeLoad } from './support/app';
import { demoEvents, findEvent, stubMapFrames } from './support/events';

// ADR 21: a visitor's landing pages arrive with their first screen rendered by the server, which
// paints before any script runs; the app then replaces it with the live page.

const root = (page: Page) => page.locator('#root');

test.beforeEach(async ({ page }) => {
  await stubMapFrames(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page, the calendar and an event show their content', async ({ page, request }) => {
    const event = await findEvent(request, demoEvents.cup);

    await page.goto('/');
    await expect(page.getByText(communityTagline)).toBeVisible();
    await expect(page.getByText('Upcoming events', { exact: true })).toBeVisible();

    await page.goto('/event-calendar');
    await expect(page.getByText('Event calendar', { exact: true })).toBeVisible();

    await page.goto(`/event-details/${event._id}`);
    await expect(page.locator('h1', { hasText: event.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${event.title}`));
    // Styled, not raw HTML: the screen's own stylesheets are linked from the start.
    const image = page.locator('#root img').first();
    expect((await image.boundingBox())?.height).toBeGreaterThan(100);
  });
});

test('the app replaces the preview with the live page, without errors', async ({
  page,
  request,
}) => {
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));
  const event = await findEvent(request, demoEvents.cup);

  for (const path of ['/', '/event-calendar', `/event-details/${event._id}`]) {
    await page.goto(path);
    await expect(root(page), path).not.toHaveAttribute('inert');
    await expect(root(page), path).not.toHaveAttribute('aria-hidden');
    // The preview's data was adopted: the screen shows content, not a loader.
    await expect(page.getByRole('heading', { level: 1 }).first(), path).toBeVisible();
  }
  // Live: a client-side link works.
  await page.goto('/');
  await page.getByRole('link', { name: /See all events/ }).click();
  await expect(page).toHaveURL(/\/events$/);
  expect(errors).toEqual([]);
});

test('a signed-in member never sees the visitor’s preview', async ({ page, request }) => {
  // With the app's code held back, the page stays as the server sent it.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByText(communityTagline)).toBeVisible();

  await storeBeforeLoad(page, await signIn(request, 'member'));
  await page.goto('/');
  await expect(page.getByText(communityTagline)).toBeHidden();
  expect(await root(page).evaluate((element) => getComputedStyle(element).display)).toBe('none');

  await page.unroute('**/assets/*.js');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page.getByText(communityTagline)).toBeVisible();
});
