import { expect, test, type Page } from '@playwright/test';
import { signIn, storeBeforeLoad } from './support/app';
import { expectAccessibleInBothSchemes } from './support/axe';
import { adminToken, bearer, createEvent, deleteEvent, randomLetters } from './support/events';

// Issue 41: a one-over match scored ball by ball ends level; its organiser, at the scorer's
// screen, starts a super over, scores both sides' overs on the pad, and the points table gives
// the super over's winner the win (and leaves the super over's runs out of net run rate).

const home = ['राहुल शर्मा', 'Ira Sen', 'Om Das'];
const away = ['જયેશ પટેલ', 'Zoë Ó Briain', 'محمد علي'];

const pad = (page: Page) => page.getByRole('region', { name: 'Score the next ball' });
const tap = (page: Page, name: string) =>
  pad(page).getByRole('button', { name, exact: true }).click();
const total = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).first();

test('a tie is played off in a super over from the scorer’s screen', async ({ page, request }) => {
  test.slow();
  const token = await adminToken(request);
  const suffix = randomLetters(4);
  const event = await createEvent(request, token, `E2E Super Over ${randomLetters(8)}`);
  const teams = [
    { name: `Rajkot Rhinos ${suffix}`, shortName: 'RAJ', players: home },
    { name: `Surat Stars ${suffix}`, shortName: 'SUR', players: away },
  ];
  for (const team of teams) {
    const response = await request.post(`/api/events/${event._id}/teams`, {
      headers: bearer(token),
      data: { ...team, captain: team.players[0] },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const created = await request.post(`/api/events/${event._id}/matches`, {
    headers: bearer(token),
    data: {
      team1ShortName: 'RAJ',
      team2ShortName: 'SUR',
      date: new Date(Date.now() + 3_600_000).toISOString(),
      overs: 1,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const read = await request.get(`/api/events/${event._id}/tournament`);
  const matchId = ((await read.json()) as { matches: { id: string }[] }).matches[0]!.id;
  const lineups = await request.put(`/api/matches/${matchId}/lineups`, {
    headers: bearer(token),
    data: { team1: home, team2: away },
  });
  expect(lineups.status(), await lineups.text()).toBe(200);
  // Both sides 6 off their over: 2, 2, 2 and three dots.
  const runs = [2, 2, 2, 0, 0, 0];
  const balls = [
    ...runs.map((scored, index) => ({
      seq: index + 1,
      innings: 1,
      striker: home[0],
      nonStriker: home[1],
      bowler: away[2],
      runs: scored,
    })),
    ...runs.map((scored, index) => ({
      seq: index + 7,
      innings: 2,
      striker: away[0],
      nonStriker: away[1],
      bowler: home[2],
      runs: scored,
    })),
  ];
  for (const ball of balls) {
    const sent = await request.post(`/api/matches/${matchId}/balls`, {
      headers: bearer(token),
      data: ball,
    });
    expect(sent.status(), await sent.text()).toBe(201);
  }

  await storeBeforeLoad(page, await signIn(request, 'admin'));
  await page.goto(`/score/${matchId}`);
  const tied = page.getByRole('alert').filter({ hasText: 'The match is tied' });
  await expect(tied).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: 'Match tied' })).toBeVisible();
  await expectAccessibleInBothSchemes(
    page,
    `/score/${matchId}`,
    `${teams[0]!.name} v ${teams[1]!.name}`,
    (screen) => expect(screen.getByRole('button', { name: 'Play a super over' })).toBeVisible(),
  );
  await tied.getByRole('button', { name: 'Play a super over' }).click();

  await test.step('the side that batted second bats first: Surat 4/0', async () => {
    await expect(page.getByText('Super over: SUR batting')).toBeVisible();
    await page.getByLabel('Striker', { exact: true }).selectOption(away[1]!);
    await page.getByLabel('Non-striker', { exact: true }).selectOption(away[0]!);
    await page.getByLabel('Bowler for the next over').selectOption(home[1]!);
    for (const scored of ['4', '0', '0', '0', '0', '0']) await tap(page, scored);
  });

  await test.step('Rajkot need 5 and hit a six', async () => {
    await expect(page.getByText('Super over: RAJ batting')).toBeVisible();
    await page.getByLabel('Striker', { exact: true }).selectOption(home[2]!);
    await page.getByLabel('Non-striker', { exact: true }).selectOption(home[0]!);
    await page.getByLabel('Bowler for the next over').selectOption(away[1]!);
    await tap(page, '6');
    await expect(total(page)).toContainText('6/0');
    await expect(
      page
        .getByRole('status')
        .filter({ hasText: `Match tied (${teams[0]!.name} won the super over)` }),
    ).toBeVisible();
    await expect(page.getByTestId('sync-status')).toHaveText('All balls sent');
  });

  await test.step('the points table gives Rajkot the win, NRR from the match alone', async () => {
    await page.goto(`/team?event=${event._id}`);
    const rows = page
      .getByRole('table', { name: 'Points table' })
      .locator('tbody')
      .getByRole('row');
    await expect(rows.nth(0).getByRole('cell')).toHaveText([
      '1',
      teams[0]!.name,
      '1',
      '1-0',
      '2',
      '0.000',
    ]);
    await expect(rows.nth(1).getByRole('cell')).toHaveText([
      '2',
      teams[1]!.name,
      '1',
      '0-1',
      '0',
      '0.000',
    ]);
  });

  await deleteEvent(request, token, event._id);
});
