import { expect, test, type Page } from '@playwright/test';
import { communityTagline, storeBeforeLoad } from './support/app';

// Spec §4 dark mode: the stored choice (localStorage.darkMode 'true' / 'false') wins, otherwise
// the system preference; public/theme-init.js applies it before first paint.

const html = (page: Page) => page.locator('html');
const toggle = (page: Page) => page.getByRole('button', { name: 'Toggle dark mode' });
const storedDarkMode = (page: Page) => page.evaluate(() => window.localStorage.getItem('darkMode'));

/** Mantine's body colours (`--mantine-color-body`): white in light mode, dark-7 in dark mode. */
const bodyBackground = { light: 'rgb(255, 255, 255)', dark: 'rgb(36, 36, 36)' } as const;

async function expectScheme(page: Page, scheme: 'light' | 'dark') {
  await expect(html(page)).toHaveAttribute('data-mantine-color-scheme', scheme);
  await expect(page.locator('body')).toHaveCSS('background-color', bodyBackground[scheme]);
}

test('the toggle stores the choice and it survives a reload', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: communityTagline })).toBeVisible();
  await expectScheme(page, 'light');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  await expect.poll(() => storedDarkMode(page)).toBeNull();

  await toggle(page).click();
  await expectScheme(page, 'dark');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('body')).toHaveClass(/\bdark\b/);
  await expect.poll(() => storedDarkMode(page)).toBe('true');

  await page.reload();
  await expectScheme(page, 'dark');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');

  await toggle(page).click();
  await expectScheme(page, 'light');
  await expect(page.locator('body')).not.toHaveClass(/\bdark\b/);
  await expect.poll(() => storedDarkMode(page)).toBe('false');

  await page.reload();
  await expectScheme(page, 'light');
  await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
});

const desktopOnly = 'the same at every width; the desktop project covers it';

test.describe('with a dark system preference', () => {
  test.use({ colorScheme: 'dark' });
  test.skip(({ isMobile }) => isMobile, desktopOnly);

  test('follows it while nothing is stored', async ({ page }) => {
    await page.goto('/');
    await expectScheme(page, 'dark');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(() => storedDarkMode(page)).toBeNull();
  });

  test('a stored light choice overrides it', async ({ page }) => {
    await storeBeforeLoad(page, { darkMode: 'false' });
    await page.goto('/');
    await expectScheme(page, 'light');
    await expect(toggle(page)).toHaveAttribute('aria-pressed', 'false');
  });

  test('follows a change of system preference while nothing is stored', async ({ page }) => {
    await page.goto('/');
    await expectScheme(page, 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expectScheme(page, 'light');
  });
});

test.describe('no flash of the wrong scheme', () => {
  const cases = [
    { stored: 'true', system: 'light', expected: 'dark' },
    { stored: 'false', system: 'dark', expected: 'light' },
    { stored: null, system: 'dark', expected: 'dark' },
    { stored: null, system: 'light', expected: 'light' },
  ] as const;

  for (const { stored, system, expected } of cases) {
    test(`stored ${String(stored)}, system ${system}: ${expected} before the app runs`, async ({
      page,
      isMobile,
    }) => {
      test.skip(isMobile, desktopOnly);
      await page.emulateMedia({ colorScheme: system });
      if (stored !== null) await storeBeforeLoad(page, { darkMode: stored });
      // Record the scheme when the HTML has been parsed, before React renders anything.
      await page.addInitScript(() => {
        document.addEventListener('DOMContentLoaded', () => {
          document.documentElement.dataset.schemeAtDomContentLoaded =
            document.documentElement.dataset.mantineColorScheme ?? 'unset';
        });
      });
      // Without the app's bundles only public/theme-init.js (and the CSS) can set the scheme.
      await page.route('**/assets/*.js', (route) => route.abort());

      await page.goto('/');
      await expect(html(page)).toHaveAttribute('data-scheme-at-dom-content-loaded', expected);
      await expectScheme(page, expected);
      // The app never ran: the server's preview of the page is still there, waiting for it.
      await expect(page.locator('#root')).toHaveAttribute('inert');
    });
  }

  test('the full app keeps the stored dark scheme from the first parse onwards', async ({
    page,
  }) => {
    await storeBeforeLoad(page, { darkMode: 'true' });
    await page.addInitScript(() => {
      const seen = new Set<string>();
      const record = () => {
        seen.add(document.documentElement.dataset.mantineColorScheme ?? 'unset');
        document.documentElement.dataset.schemesSeen = [...seen].join(' ');
      };
      document.addEventListener('DOMContentLoaded', record);
      new MutationObserver(record).observe(document.documentElement, {
        attributes: true,
        attributeFilter: ['data-mantine-color-scheme'],
      });
    });

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: communityTagline })).toBeVisible();
    await expectScheme(page, 'dark');
    // Never 'light' (nor unset) on the way: theme-init.js and then Mantine agree.
    await expect(html(page)).toHaveAttribute('data-schemes-seen', 'dark');
  });
});
