import { expect, test } from '@playwright/test';
import { signIn, storeBeforeLoad } from './support/app';
import { demoEvents, findEvent } from './support/events';

const out = (name: string) => `/tmp/shots/${name}.png`;

test('shots', async ({ browser, request }) => {
  test.setTimeout(300_000);
  for (const scheme of ['light', 'dark'] as const) {
    for (const lang of ['en', 'hi'] as const) {
      const context = await browser.newContext({
        viewport: { width: 375, height: 812 },
        isMobile: true,
        hasTouch: true,
        colorScheme: scheme,
      });
      await context.addCookies([{ name: 'lang', value: lang, url: 'http://127.0.0.1:4399' }]);
      const page = await context.newPage();
      await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), scheme === 'dark');
      await page.goto('/');
      await page.getByRole('button', { name: lang === 'en' ? 'Search' : 'खोजें', exact: true }).click();
      await page.getByRole('combobox').fill('Nets');
      await expect(page.getByRole('option').first()).toBeVisible();
      await page.screenshot({ path: out(`search-375-${scheme}-${lang}`) });
      await context.close();
    }
  }
  const admin = await signIn(request, 'admin');
  const cup = await findEvent(request, demoEvents.jazz);
  for (const scheme of ['light', 'dark'] as const) {
    const context = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const page = await context.newPage();
    await storeBeforeLoad(page, admin);
    await page.addInitScript((dark) => localStorage.setItem('darkMode', String(dark)), scheme === 'dark');
    await page.goto(`/eventdash?event=${cup._id}`);
    const table = page.getByRole('table', { name: 'Registrations', exact: true });
    await table.scrollIntoViewIfNeeded();
    await table.evaluate((el) => {
      const scroller = el.closest('[class*="ScrollContainer"], .mantine-Table-scrollContainer') ?? el.parentElement!;
      (scroller as HTMLElement).scrollLeft = 300;
    });
    await page.screenshot({ path: out(`checkin-375-${scheme}`) });
    await context.close();
  }
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await storeBeforeLoad(page, admin);
  await page.goto('/admin/settings');
  const box = page.getByLabel(/^Amounts offered in INR/);
  await box.scrollIntoViewIfNeeded();
  await box.fill('251, 501, 1100');
  await page.screenshot({ path: out('presets-1280-light') });
  await context.close();
});
