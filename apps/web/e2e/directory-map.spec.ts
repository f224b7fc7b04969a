import { expect, test, type Page } from '@playwright/test';
import { signIn, storeBeforeLoad } from './support/app';
import { expectAccessibleInBothSchemes } from './support/axe';

// Issue 35's "map only when asked", through the real server at 1280 px: the demo member opens
// the directory, where no map is drawn until they press Show map; the map of the demo people's
// countries passes axe in both schemes, fits a phone's width, and a country narrows the search.

async function showMap(page: Page) {
  const toggle = page.getByRole('button', { name: 'Show map' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(page.getByRole('button', { name: 'Hide map' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(page.getByRole('group', { name: 'Map of members by country' })).toBeVisible();
}

/** The places and their map, photographed for a look at both widths and schemes. */
async function screenshot(page: Page, name: string) {
  // A tall window, so the privacy banner at its foot does not cover the map.
  const width = page.viewportSize()?.width ?? 1280;
  await page.setViewportSize({ width, height: 2400 });
  await page
    .getByRole('region', { name: 'Where members live' })
    .screenshot({ path: test.info().outputPath(`${name}.png`) });
  await page.setViewportSize({ width, height: 800 });
}

test('the directory draws its members on a world map only when asked, and a country narrows the search', async ({
  page,
  request,
}) => {
  test.slow();
  await storeBeforeLoad(page, await signIn(request, 'member'));
  await page.goto('/directory');
  await expect(page.getByRole('heading', { level: 1, name: 'Directory' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Show map' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'Map of members by country' })).toHaveCount(0);

  await expectAccessibleInBothSchemes(page, '/directory', 'Directory', async (shown) => {
    await showMap(shown);
    const scheme = await shown.locator('html').getAttribute('data-mantine-color-scheme');
    await screenshot(shown, `directory-map-1280-${scheme}`);
    await shown.setViewportSize({ width: 375, height: 812 });
    // At a phone's width the map shrinks with the page: nothing sticks out sideways.
    expect(
      await shown.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).toBe(true);
    await screenshot(shown, `directory-map-375-${scheme}`);
    await shown.setViewportSize({ width: 1280, height: 800 });
  });

  const map = page.getByRole('group', { name: 'Map of members by country' });
  const india = map.locator('[data-country="IN"]');
  await expect(india).toHaveAttribute('aria-label', /^India: \d+ members?$/);
  await india.click();
  await expect(page).toHaveURL(/[?&]country=IN(&|$)/);
  await expect(page.getByRole('button', { name: 'Remove filter: India' })).toBeVisible();
  // The map stays open on the narrower search, with India alone among its buttons.
  await expect(map.getByRole('button')).toHaveCount(1);
});
