import { expect, test, type Page } from '@playwright/test';
import { expectAccessibleInBothSchemes } from './support/axe';
import { scoreMatch, type ScoredMatch } from './support/ball-scoring';
import { adminToken, deleteEvent } from './support/events';

// The viewer's match center for a match scored ball by ball through the API: the live card,
// the commentary with its over summaries, the partnerships, and the lazily loaded charts with
// their table, at a desktop and a phone width, and axe in both schemes. (The leaderboards come
// with the server's endpoint, after merge.)

const matchCard = (page: Page, match: ScoredMatch) =>
  page
    .getByRole('heading', { level: 3, name: `${match.team1.name} vs ${match.team2.name}` })
    .locator('xpath=ancestor::article');

async function openDetails(page: Page, match: ScoredMatch) {
  const card = matchCard(page, match);
  // The match center's code and the tournament load first: slow on a busy machine.
  await expect(card).toBeVisible({ timeout: 20_000 });
  await card.getByRole('button', { name: /^Scorecard: / }).click();
  return card;
}

test.describe('match center, ball by ball', () => {
  let token: string;
  let completed: ScoredMatch;
  let live: ScoredMatch;

  test.beforeAll(async ({ request }) => {
    test.setTimeout(180_000);
    token = await adminToken(request);
    completed = await scoreMatch(request, token, { overs: 3, seed: 11 });
    live = await scoreMatch(request, token, { overs: 3, stopAfter: 30, seed: 5 });
  });

  test.afterAll(async ({ request }) => {
    if (completed) await deleteEvent(request, token, completed.eventId);
    if (live) await deleteEvent(request, token, live.eventId);
  });

  test('a live match: the live card and the commentary, newest first with over summaries', async ({
    page,
  }) => {
    await page.goto(`/event-details-tour?event=${live.eventId}`);
    const card = matchCard(page, live);
    await expect(card).toBeVisible({ timeout: 20_000 });
    const score = card.getByRole('region', { name: 'Live score' });
    await expect(score).toContainText('Run rate');
    await expect(score).toContainText('Target');
    await expect(score).toContainText(/need \d+ runs? from \d+ balls?/);
    await expect(score).toContainText('At the crease');

    await openDetails(page, live);
    await expect(card.getByRole('tab', { name: 'Commentary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const list = card.getByRole('list', { name: 'Ball-by-ball commentary, newest first' });
    await expect(list.getByText(/^End of over 3: \d+ runs?, MM/)).toBeVisible();
    // Newest first: the chase's first over comes above the first innings' last.
    const items = await list.getByRole('listitem').allTextContents();
    const chaseOver = items.findIndex((item) => /^End of over 1: \d+ runs?, CC/.test(item));
    const lastOver = items.findIndex((item) => /^End of over 3: \d+ runs?, MM/.test(item));
    expect(chaseOver).toBeGreaterThanOrEqual(0);
    expect(chaseOver).toBeLessThan(lastOver);
  });

  test('a completed match: partnerships in the scorecard and the charts with their table', async ({
    page,
  }) => {
    await page.goto(`/event-details-tour?event=${completed.eventId}`);
    const card = await openDetails(page, completed);
    await expect(card.getByRole('table', { name: /^Partnerships: Mumbai Mariners/ })).toBeVisible();
    await expect(card.getByText(/^Extras \d+/).first()).toBeVisible();

    await card.getByRole('tab', { name: 'Charts' }).click();
    const worm = card.getByRole('img', { name: 'Worm: runs after each over' });
    await expect(worm.locator('svg.recharts-surface')).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('img', { name: 'Manhattan: runs in each over' })).toBeVisible();
    await card.getByText('Show the charts as a table').click();
    const table = card.getByRole('table', { name: 'Runs and wickets per over' });
    await expect(table.getByRole('row')).toHaveCount(4);
  });

  test('is accessible in both schemes with the charts open', async ({ page }) => {
    // The scheme is stored in the page's localStorage: it needs a page of the site first.
    await page.goto('/');
    await expectAccessibleInBothSchemes(
      page,
      `/event-details-tour?event=${completed.eventId}`,
      'Match Center',
      async (opened) => {
        const card = await openDetails(opened, completed);
        await card.getByRole('tab', { name: 'Charts' }).click();
        await expect(card.locator('svg.recharts-surface').first()).toBeVisible({ timeout: 20_000 });
      },
    );
  });
});
