import { expect, test } from '@playwright/test';
import { communityTagline, defaultSiteName, signIn, storeBeforeLoad } from './support/app';

// Spec §2 routes, DESIGN §5.2 and §5.11 aliases, and the server's history fallback.
// Routing does not depend on the width, so most of it runs in the desktop project only.
const desktopOnly = 'the same at every width; the desktop project covers it';

test.describe('aliases', () => {
  test.skip(({ isMobile }) => isMobile, desktopOnly);

  test('/dashboard shows the home page at /', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { level: 1, name: communityTagline })).toBeVisible();
  });

  const authAliases = [
    ['/auth/login', '/login'],
    ['/auth/signup', '/signup'],
    ['/auth/reset-password', '/reset-password'],
  ] as const;
  for (const [alias, target] of authAliases) {
    test(`${alias} goes to ${target}, keeping the query string and hash`, async ({ page }) => {
      await page.goto(`${alias}?next=%2Fabout#top`);
      await expect(page).toHaveURL(`${target}?next=%2Fabout#top`);
    });
  }

  // Changing a password needs a session, so this alias is followed signed in.
  test('/auth/change-password goes to /change-password', async ({ page, request }) => {
    await storeBeforeLoad(page, await signIn(request, 'member'));
    await page.goto('/auth/change-password?from=menu');
    await expect(page).toHaveURL('/change-password?from=menu');
  });

  test('the back button does not return to an alias', async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page).toHaveURL('/');
    await page.goBack();
    await expect(page).toHaveURL('/about');
  });
});

test('/registation/:id goes to /registration/:id without the top bar or sidebar', async ({
  page,
}) => {
  await page.goto('/registation/abc');
  await expect(page).toHaveURL('/registration/abc');
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('navigation')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Toggle sidebar' })).toHaveCount(0);
});

test.describe('focused screens without the top bar', () => {
  test.skip(({ isMobile }) => isMobile, desktopOnly);

  for (const path of ['/login', '/signup', '/eventForm', '/feedpostsform']) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(0);
    });
  }
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page?x=1');
  // The server answers every page path with the app; the app decides it is missing.
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no page at /no/such/page.')).toBeVisible();
  await expect(page).toHaveTitle(`Page not found · ${defaultSiteName}`);
  // The shell stays around it.
  await expect(page.getByRole('banner')).toBeVisible();

  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: communityTagline })).toBeVisible();
});

test.describe('server', () => {
  test('a deep link is answered with the app (history fallback)', async ({ page, request }) => {
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-type']).toMatch(/^text\/html/);
    expect(response?.headers()['cache-control']).toBe('no-cache');
    await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();

    // A screen the server does not render for visitors (ADR 21) gets the app's plain page.
    const deeper = await request.get('/members/some-id');
    expect(deeper.status()).toBe(200);
    expect(await deeper.text()).toContain('<div id="root"></div>');
  });

  test('a missing file is a real 404, not the app', async ({ request, isMobile }) => {
    test.skip(isMobile, desktopOnly);
    const response = await request.get('/assets/missing-chunk.js');
    expect(response.status()).toBe(404);
  });

  test('an unknown API path is a JSON 404', async ({ request, isMobile }) => {
    test.skip(isMobile, desktopOnly);
    const response = await request.get('/api/nope');
    expect(response.status()).toBe(404);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({
      error: 'not_found',
      message: 'No API route GET /api/nope',
    });
  });

  test('/api/health answers 200 with the database up', async ({ request, isMobile }) => {
    test.skip(isMobile, desktopOnly);
    const response = await request.get('/api/health');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^application\/json/);
    expect(await response.json()).toMatchObject({ status: 'ok', database: 'up' });
  });
});
