import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Browser } from '@playwright/test';
import { communityTagline } from './support/app';

// Screenshots for the README and for review, not a test of behaviour. Skipped unless asked for:
//   SCREENSHOTS=1 npx playwright test screenshots --project=desktop
// Writes docs/screenshots/home-{desktop,mobile}-{light,dark}.png and the README's home.png.

const outDir = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

const devices = {
  desktop: { viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false },
  mobile: { viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true },
} as const;

async function shootHome(
  browser: Browser,
  baseURL: string,
  device: keyof typeof devices,
  scheme: 'light' | 'dark',
): Promise<string> {
  const context = await browser.newContext({ ...devices[device], baseURL, colorScheme: scheme });
  try {
    const page = await context.newPage();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: communityTagline })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
    await page.evaluate(() => document.fonts.ready);
    const file = path.join(outDir, `home-${device}-${scheme}.png`);
    await page.screenshot({ path: file, fullPage: true, animations: 'disabled', caret: 'hide' });
    return file;
  } finally {
    await context.close();
  }
}

test.describe('README screenshots', { tag: '@screenshots' }, () => {
  test.skip(!process.env.SCREENSHOTS, 'set SCREENSHOTS=1 to write docs/screenshots');

  test('home page, desktop and phone, light and dark', async ({
    browser,
    baseURL,
    page,
    isMobile,
  }) => {
    test.skip(isMobile, 'one run makes every size; the desktop project does it');
    expect(baseURL).toBeTruthy();
    await mkdir(outDir, { recursive: true });

    const files: Record<string, string> = {};
    for (const device of ['desktop', 'mobile'] as const) {
      for (const scheme of ['light', 'dark'] as const) {
        files[`${device}-${scheme}`] = await shootHome(browser, baseURL ?? '', device, scheme);
      }
    }

    // home.png: the desktop page in light mode beside the phone in dark mode.
    const dataUrl = async (key: string) =>
      `data:image/png;base64,${(await readFile(files[key] ?? '')).toString('base64')}`;
    await page.setViewportSize({ width: 1412, height: 698 });
    await page.setContent(`<!doctype html>
      <style>
        body { margin: 0; padding: 24px; display: flex; gap: 24px; background: #dee2e6; }
        img { height: 650px; object-fit: cover; object-position: top; border-radius: 12px;
              box-shadow: 0 8px 24px rgb(0 0 0 / 0.25); }
      </style>
      <img alt="" style="width: 1040px" src="${await dataUrl('desktop-light')}">
      <img alt="" style="width: 300px" src="${await dataUrl('mobile-dark')}">`);
    await expect(page.locator('img').nth(1)).toHaveJSProperty('complete', true);
    await page.screenshot({ path: path.join(outDir, 'home.png') });
  });
});
