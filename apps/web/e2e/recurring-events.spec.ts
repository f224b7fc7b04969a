import { expect, test } from '@playwright/test';
import { signIn, storeBeforeLoad } from './support/app';
import {
  adminToken,
  bearer,
  calendarDay,
  deleteEvent,
  randomLetters,
  stubMapFrames,
  type ApiEvent,
} from './support/events';

// Issue 25 §6: an organiser makes a weekly series on the event form; every Saturday shows in the
// calendar as its own event, and each date's page names the rule and links the next dates.

const pune = 'Asia/Kolkata';

/** A Saturday at least four weeks ahead, as "YYYY-MM-DD". */
function saturdayAhead(): string {
  const day = new Date(Date.now() + 28 * 86_400_000);
  day.setUTCDate(day.getUTCDate() + ((6 - day.getUTCDay() + 7) % 7));
  return day.toISOString().slice(0, 10);
}

test.describe('a weekly series', () => {
  const title = `E2E Saturday Nets ${randomLetters(8)}`;
  let dates: ApiEvent[] = [];

  test.afterAll(async ({ request }) => {
    const token = await adminToken(request);
    for (const date of dates) await deleteEvent(request, token, date._id);
  });

  test('is made on the event form and every date shows in the calendar', async ({
    page,
    request,
  }) => {
    test.slow();
    await storeBeforeLoad(page, await signIn(request, 'admin'));
    await stubMapFrames(page);
    const first = saturdayAhead();

    await page.goto('/eventForm');
    const form = page.getByRole('form', { name: 'Create event' });
    await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await form
      .getByRole('textbox', { name: 'Description', exact: true })
      .fill('Nets every Saturday, made by an end-to-end test.');
    await form.getByLabel('Starts').fill(`${first}T07:00`);
    await form.getByLabel('Location').fill('Deccan Gymkhana Nets, Pune');
    await form.getByRole('combobox', { name: 'Repeats' }).selectOption('weekly');
    await expect(
      form.getByRole('group', { name: 'On' }).getByRole('checkbox', { name: 'Sat' }),
    ).toBeChecked();
    await form.getByRole('textbox', { name: 'Number of dates' }).fill('4');
    await expect(form.getByText('Every week on Sat · 4 dates')).toBeVisible();
    await form.getByRole('button', { name: 'Create Event' }).click();
    await expect(page.getByText('Event created successfully!')).toBeVisible();

    const token = await adminToken(request);
    const listed = await request.get(`/api/events?q=${encodeURIComponent(title)}&limit=100`, {
      headers: bearer(token),
    });
    dates = ((await listed.json()) as ApiEvent[]).filter((event) => event.title === title);
    expect(dates).toHaveLength(4);

    // Each Saturday is on the calendar as its own event (the first and the last of the four).
    for (const date of [dates[0]!, dates[3]!]) {
      const day = calendarDay(date.date, pune);
      await page.goto(`/event-calendar?month=${day.month}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Event calendar' })).toBeVisible();
      await page
        .getByRole('button', { name: new RegExp(`^${day.label}, \\d+ events?$`) })
        .click({ position: { x: 12, y: 12 } });
      const list = page.getByRole('region', { name: `Events on ${day.label}` });
      await expect(list.getByRole('heading', { level: 3, name: title })).toBeVisible();
    }

    await page.goto(`/event-details/${dates[1]!._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.getByText('Every week on Sat · 4 dates')).toBeVisible();
    const others = main.getByRole('navigation', { name: 'Other dates' });
    await expect(others.getByRole('link')).toHaveCount(2);
    await others.getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`/event-details/${dates[2]!._id}$`));
  });
});
