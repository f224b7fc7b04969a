import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { communityTagline, signIn, storeBeforeLoad } from './support/app';
import { demoChannels, type ApiChannel } from './support/community';
import { demoEvents, findEvent, stubMapFrames, type ApiEvent } from './support/events';
import { unstyledClasses } from './support/unstyled-classes';

// ADR 21 and issue #18: every public page arrives with its first screen rendered by the server,
// which paints before any script runs; the app then replaces it with the live page.

const root = (page: Page) => page.locator('#root');

/** A team of the demo tournament (apps/server tournament/demo/demo-tournament.ts). */
const demoTeam = 'Riverside Royals';

/** The month the calendar opens on, as its heading names it. */
const thisMonth = () => new Date().toLocaleString('en-GB', { month: 'long', year: 'numeric' });

interface PublicPage {
  path: string;
  /** The page's main heading. */
  heading: string;
  /** A text from the page's own data or form, not the shell's. */
  content: string;
}

/** Every public page, with what only its first screen shows. */
async function publicPages(request: APIRequestContext): Promise<PublicPage[]> {
  const cup = await findEvent(request, demoEvents.cup);
  const upcoming = (await (await request.get('/api/events/upcoming?limit=1')).json()) as ApiEvent[];
  const soonest = upcoming[0]!.title;
  const channels = (await (await request.get('/api/channels')).json()) as (ApiChannel & {
    description: string;
  })[];
  const music = channels.find((channel) => channel.name === demoChannels.music)!;
  return [
    { path: '/', heading: 'Upcoming events', content: communityTagline },
    { path: '/events', heading: 'Events', content: soonest },
    { path: '/upcoming-events', heading: 'Upcoming events', content: soonest },
    { path: '/event-calendar', heading: 'Event calendar', content: thisMonth() },
    { path: `/event-details/${cup._id}`, heading: cup.title, content: cup.title },
    { path: '/team', heading: 'Teams and Points Table', content: demoTeam },
    { path: '/teamdetails', heading: 'Match Schedule', content: demoTeam },
    { path: '/event-details-tour', heading: 'Match Center', content: demoTeam },
    { path: '/channels', heading: 'Channels', content: demoChannels.music },
    { path: `/channel/${music._id}`, heading: demoChannels.music, content: music.description },
    { path: '/about', heading: 'About Us', content: 'What members can do' },
    { path: '/support-services', heading: 'Support & Services', content: 'Talk to us' },
    { path: '/login', heading: 'Sign in', content: 'Login as Admin' },
    { path: '/signup', heading: 'Sign up', content: 'Email' },
  ];
}

test.beforeEach(async ({ page }) => {
  await stubMapFrames(page);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page shows its content as the server sent it', async ({ page, request }) => {
    test.slow();
    for (const { path, heading, content } of await publicPages(request)) {
      await page.goto(path);
      await expect(page.locator('h1, h2', { hasText: heading }).first(), path).toBeVisible();
      await expect(
        page.getByText(content, { exact: false }).filter({ visible: true }).first(),
        path,
      ).toBeVisible();
    }

    const event = await findEvent(request, demoEvents.cup);
    await page.goto(`/event-details/${event._id}`);
    await expect(page).toHaveTitle(new RegExp(`^${event.title}`));
    // Styled, not raw HTML: the screen's own stylesheets are linked from the start.
    const image = page.locator('#root img').first();
    expect((await image.boundingBox())?.height).toBeGreaterThan(100);
  });

  test('the points table is laid out for the screen before any script', async ({ page }) => {
    await page.goto('/team');
    const phone = (page.viewportSize()?.width ?? 1280) < 768;
    // The server sends both layouts; CSS shows the phone's cards or the desktop's table.
    await expect(root(page).locator('table')).toBeVisible({ visible: !phone });
    await expect(
      root(page).getByRole('link', { name: demoTeam, includeHidden: true }).first(),
    ).toBeAttached();
  });

  test('the server declines what it cannot render: the plain page, for the app to handle', async ({
    page,
  }) => {
    for (const path of ['/channel/no-such-channel', '/team?event=no-such-event', '/events?x=1']) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      expect(await root(page).innerHTML(), path).toBe('');
    }
  });
});

test("a dark-mode reader's preview shows the sun, not the light page's moon", async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/about');
  const toggle = page.getByRole('button', { name: 'Toggle dark mode', includeHidden: true });
  await expect(toggle.locator('.tabler-icon-sun')).toBeVisible();
  await expect(toggle.locator('.tabler-icon-moon')).toBeHidden();
});

test('every preview is fully styled before any script arrives', async ({ page, request }) => {
  test.slow();
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const { path } of await publicPages(request)) {
    await page.goto(path);
    await expect(root(page), path).toHaveAttribute('inert');
    expect(await unstyledClasses(page), `unstyled Mantine classes on ${path}`).toEqual([]);
  }
});

test('the app replaces the preview with the live page, without errors', async ({
  page,
  request,
}) => {
  test.slow();
  const errors: string[] = [];
  page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
  page.on('pageerror', (error) => errors.push(error.message));

  for (const { path, heading, content } of await publicPages(request)) {
    await page.goto(path);
    await expect(root(page), path).not.toHaveAttribute('inert');
    await expect(root(page), path).not.toHaveAttribute('aria-hidden');
    // The preview's data was adopted: the app's first render shows the content at once, not a
    // loader while it asks the API again (no waiting here).
    expect(await page.getByText(content).filter({ visible: true }).count(), path).toBeGreaterThan(
      0,
    );
    await expect(
      page.getByRole('heading', { name: heading, exact: true }).first(),
      path,
    ).toBeVisible();
  }
  // Live: a client-side link works.
  await page.goto('/');
  await page.getByRole('link', { name: /See all events/ }).click();
  await expect(page).toHaveURL(/\/events$/);
  expect(errors).toEqual([]);
});

test('a signed-in member sees the public preview at once, never the visitor’s menu or a page about them', async ({
  page,
  request,
}) => {
  test.slow();
  const pages = await publicPages(request);
  // With the app's code held back, the page stays as the server sent it.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByText(communityTagline)).toBeVisible();

  await storeBeforeLoad(page, await signIn(request, 'member'));
  for (const { path, content } of pages) {
    await page.goto(path);
    await expect(root(page), path).toHaveAttribute('inert');
    const display = await root(page).evaluate((element) => getComputedStyle(element).display);
    if (/^\/(login|signup|channel\/)/.test(path)) {
      // About them (signing in, their role in a channel): hidden until the app renders theirs.
      expect(display, path).toBe('none');
      await expect(page.getByText(content).filter({ visible: true }), path).toHaveCount(0);
    } else {
      expect(display, path).not.toBe('none');
      await expect(page.getByText(content).filter({ visible: true }).first(), path).toBeVisible();
      await expect(page.locator('[data-visitor-only]').first(), path).toBeHidden();
    }
  }

  await page.unroute('**/assets/*.js');
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Profile menu' })).toBeVisible();
  await expect(page.getByText(communityTagline)).toBeVisible();
});
