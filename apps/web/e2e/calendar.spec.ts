import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { calendarDay, demoEvents, findEvent } from './support/events';

// Issue 18: the month grid on a phone shows a dot an event instead of chips cut to "Su…", and the
// tapped day's events below; a desktop keeps its chips. Chosen by CSS, so the server's first
// paint is already right (ADR 21).

/** Text in the grid that is cut short: shown, but wider than its box (not visually hidden). */
function truncatedTexts(page: Page) {
  return page.locator('table').evaluate((table) =>
    [...table.querySelectorAll<HTMLElement>('*')]
      .filter((element) => element.checkVisibility() && element.textContent?.trim())
      .filter((element) => element.clientWidth > 1)
      .filter((element) => element.scrollWidth > element.clientWidth + 1)
      .map((element) => element.textContent),
  );
}

test('the month grid shows dots on a phone and chips on a desktop, and lists a tapped day', async ({
  page,
  request,
  isMobile,
}) => {
  // Two axe passes over a month of day buttons: room for a loaded test machine.
  test.slow();
  const cup = await findEvent(request, demoEvents.cup);
  const { label, month } = calendarDay(cup.date, cup.timeZone);
  await page.goto(`/event-calendar?month=${month}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Event calendar' })).toBeVisible();
  const day = page.getByRole('button', { name: new RegExp(`^${label}, \\d+ events?$`) });
  const cell = page.locator('td').filter({ has: day });
  const chip = cell.getByRole('button', { name: demoEvents.cup });

  if (isMobile) {
    await expect(chip).toBeHidden();
    await expect(cell.locator('[aria-hidden="true"] span').first()).toBeVisible();
    expect(await truncatedTexts(page)).toEqual([]);
  } else {
    await expect(chip).toBeVisible();
  }

  // The whole cell is the day's button on a phone: a tap in its middle chooses the day.
  if (isMobile) await cell.tap();
  else await day.click({ position: { x: 12, y: 12 } });
  await expect(day).toHaveAttribute('aria-pressed', 'true');
  const list = page.getByRole('region', { name: `Events on ${label}` });
  await expect(list.getByRole('heading', { level: 3, name: demoEvents.cup })).toBeVisible();
  await expect(list.getByRole('link', { name: `Details of ${demoEvents.cup}` })).toHaveAttribute(
    'href',
    `/event-details/${cup._id}`,
  );

  // The keyboard reaches the same: the day's button is one tab stop, and names its count.
  await day.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowLeft');
  await expect(day).toBeFocused();

  for (const scheme of ['light', 'dark'] as const) {
    await test.step(`${scheme} mode`, async () => {
      if (scheme === 'dark') await page.getByRole('button', { name: 'Toggle dark mode' }).click();
      await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', scheme);
      await expectNoAxeViolations(page, `calendar ${month} (${scheme})`, {
        coloursOnly: scheme === 'dark',
      });
    });
  }
});
