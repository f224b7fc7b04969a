import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { signIn, storeBeforeLoad } from './support/app';
import { expectAccessibleInBothSchemes } from './support/axe';
import {
  adminToken,
  bearer,
  createEvent,
  deleteEvent,
  demoEvents,
  findEvent,
  randomLetters,
} from './support/events';

// The cricket tournament through the built server: the demo Summer Cricket Cup's points table,
// schedule and match center as a visitor; scoring a match and seeing it arrive in another
// browser without a reload; the scorer's checks and who may score; the organisers' page with
// teams and a CSV schedule; and axe on every tournament screen, at a desktop and a phone width.
// The two projects run in parallel against one database: the cup is only read, and every test
// that changes a tournament makes its own event and deletes it at the end.

interface ApiTeam {
  id: string;
  name: string;
  shortName: string;
  rank: number;
  points: number;
}

interface ApiInnings {
  battingTeam: string;
  runs: number;
  wickets: number;
  overs: string;
  allOut: boolean;
}

/** An innings total as the cards print it: "162/5 (20.0)", or "98 all out (17.2)". */
const totalText = (innings: ApiInnings) =>
  `${innings.allOut ? `${innings.runs} all out` : `${innings.runs}/${innings.wickets}`} (${innings.overs})`;

interface ApiMatch {
  id: string;
  date: string;
  timeZone: string;
  team1ShortName: string;
  team2ShortName: string;
  team1Name: string;
  team2Name: string;
  status: 'scheduled' | 'live' | 'completed' | 'abandoned';
  result: string | null;
  innings: ApiInnings[];
  scorecard: { manOfTheMatch: string | null };
}

interface ApiTournament {
  eventTitle: string;
  teams: ApiTeam[];
  matches: ApiMatch[];
  canManage: boolean;
}

async function getTournament(
  request: APIRequestContext,
  eventId: string,
  token?: string,
): Promise<ApiTournament> {
  const response = await request.get(`/api/events/${eventId}/tournament`, {
    headers: token ? bearer(token) : {},
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiTournament;
}

/** The demo cup and its tournament as a visitor reads it. */
async function demoCup(request: APIRequestContext) {
  const cup = await findEvent(request, demoEvents.cup);
  return { cup, tournament: await getTournament(request, cup._id) };
}

interface TeamSpec {
  name: string;
  shortName: string;
}

/**
 * An event of the test's own with teams and fixtures (a day ahead, 20 overs), made through the
 * API as the admin; the caller deletes it.
 */
async function createTournament(
  request: APIRequestContext,
  token: string,
  label: string,
  teams: readonly TeamSpec[],
  fixtures: readonly [string, string][],
) {
  const event = await createEvent(request, token, `E2E ${label} ${randomLetters(8)}`);
  for (const team of teams) {
    const response = await request.post(`/api/events/${event._id}/teams`, {
      headers: bearer(token),
      data: {
        ...team,
        captain: `${team.name} Captain`,
        players: ['Asha Rao', 'Dev Khan', 'Mira Shah'].map((name) => `${team.shortName} ${name}`),
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  for (const [index, [team1ShortName, team2ShortName]] of fixtures.entries()) {
    const response = await request.post(`/api/events/${event._id}/matches`, {
      headers: bearer(token),
      data: {
        team1ShortName,
        team2ShortName,
        date: new Date(Date.now() + (index + 1) * 86_400_000).toISOString(),
        venue: 'Test Oval',
        stage: 'league',
        overs: 20,
      },
    });
    expect(response.status(), await response.text()).toBe(201);
  }
  const tournament = await getTournament(request, event._id, token);
  expect(tournament.matches).toHaveLength(fixtures.length);
  return { event, tournament };
}

/** Two teams and one fixture between them. */
async function createOneFixture(request: APIRequestContext, token: string, label: string) {
  const suffix = randomLetters(4);
  const home = { name: `Alder Aces ${suffix}`, shortName: 'ALD' };
  const away = { name: `Birch Blazers ${suffix}`, shortName: 'BIR' };
  const { event, tournament } = await createTournament(
    request,
    token,
    label,
    [home, away],
    [[home.shortName, away.shortName]],
  );
  return { event, home, away, match: tournament.matches[0]! };
}

/** The teams' names as the points table shows them, top to bottom (table or cards). */
function pointsTable(page: Page): Locator {
  return page
    .getByRole('table', { name: 'Points table' })
    .or(page.getByRole('list', { name: 'Points table' }));
}

/** A team's points as its row (desktop) or card (phone) shows them. */
function pointsOf(page: Page, teamName: string, isMobile: boolean): Locator {
  const link = page.getByRole('link', { name: teamName, exact: true });
  return isMobile
    ? page
        .getByRole('list', { name: 'Points table' })
        .getByRole('listitem')
        .filter({ has: link })
        .locator('dt', { hasText: /^Points$/ })
        .locator('xpath=following-sibling::dd[1]')
    : page
        .getByRole('table', { name: 'Points table' })
        .getByRole('row')
        .filter({ has: link })
        .getByRole('cell')
        .nth(4);
}

/** A match's card in the match center, found by its (screen-reader) heading "A vs B". */
function matchCard(page: Page, match: Pick<ApiMatch, 'team1Name' | 'team2Name'>): Locator {
  return page.getByRole('article').filter({
    has: page.getByRole('heading', {
      level: 3,
      name: `${match.team1Name} vs ${match.team2Name}`,
      exact: true,
    }),
  });
}

/** A match center card's disclosure of its toss and scorecard. */
function scorecardButton(card: Locator): Locator {
  return card.getByRole('button', { name: /^Scorecard: / });
}

/** "Starts Sat 5 Dec 2026 at 10:00 IST": a match's start on its venue's clock, named (issue 19). */
function startsText(match: Pick<ApiMatch, 'date' | 'timeZone'>): string {
  const date = new Date(match.date);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat('en-IN', { timeZone: match.timeZone, ...options }).formatToParts(date);
  const day = part({ weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' })
    .filter((piece) => piece.type !== 'literal')
    .map((piece) => piece.value)
    .join(' ');
  const clock = part({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    .map((piece) => piece.value)
    .join('');
  const zone = part({ timeZoneName: 'short' }).find((piece) => piece.type === 'timeZoneName');
  return `Starts ${day} at ${clock} ${zone?.value}`;
}

/** The scorer's form and its parts. */
function scorer(page: Page) {
  const form = page.getByRole('form', { name: 'Score' });
  return {
    form,
    /** A status segment; its radio is hidden under the label people tap. */
    status: (name: 'Scheduled' | 'Live' | 'Completed' | 'Abandoned') => ({
      radio: form.getByRole('radio', { name, exact: true }),
      label: form.locator('label').filter({ hasText: new RegExp(`^${name}$`) }),
    }),
    innings: (index: 1 | 2) =>
      form.getByRole('region', { name: new RegExp(`^${index === 1 ? '1st' : '2nd'} innings`) }),
    addInnings: form.getByRole('button', { name: 'Add innings', exact: true }),
    save: form.getByRole('button', { name: 'Save score', exact: true }),
  };
}

async function chooseStatus(
  score: ReturnType<typeof scorer>,
  name: 'Scheduled' | 'Live' | 'Completed' | 'Abandoned',
) {
  const { radio, label } = score.status(name);
  await label.click();
  await expect(radio).toBeChecked();
}

/**
 * Reads a notification and closes it: Mantine keeps one open while the pointer is over it, and
 * at the bottom of the screen it covers the buttons a test goes on to press.
 */
async function dismissNotification(page: Page, text: string) {
  const close = page.getByRole('button', { name: 'Dismiss notification' });
  const notification = page.getByRole('alert').filter({ hasText: text, has: close });
  await expect(notification).toBeVisible();
  // It may also close by itself meanwhile (after four seconds).
  await expect(async () => {
    if ((await notification.count()) > 0)
      await notification.locator(close).click({ timeout: 2000 });
    await expect(notification).toHaveCount(0, { timeout: 1000 });
  }).toPass();
}

async function fillInnings(
  innings: Locator,
  values: { battingTeam?: string; runs: number; wickets: number; overs: string },
) {
  if (values.battingTeam) await innings.getByLabel('Batting team').selectOption(values.battingTeam);
  await innings.getByLabel('Runs', { exact: true }).fill(String(values.runs));
  await innings.getByLabel('Wickets', { exact: true }).fill(String(values.wickets));
  await innings.getByLabel('Overs', { exact: true }).fill(values.overs);
}

test.describe('the demo cup as a visitor', () => {
  test(
    'the points table keeps the standings order: a table on a desktop, cards on a phone',
    { tag: '@both' },
    async ({ page, request, isMobile }) => {
      const { cup, tournament } = await demoCup(request);
      expect(tournament.teams).toHaveLength(6);

      await page.goto(`/team?event=${cup._id}`);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Teams and Points Table' }),
      ).toBeVisible();
      await expect(page.getByRole('link', { name: demoEvents.cup })).toBeVisible();

      const names = tournament.teams.map((team) => team.name);
      await expect(pointsTable(page).getByRole('link')).toHaveText(names);

      const table = page.getByRole('table', { name: 'Points table' });
      const cards = page.getByRole('list', { name: 'Points table' });
      if (isMobile) {
        await expect(table).toHaveCount(0);
        await expect(cards.getByRole('listitem')).toHaveCount(names.length);
        const [leader] = tournament.teams;
        const first = cards.getByRole('listitem').first();
        await expect(first.locator('dt')).toHaveText(['Matches', 'W-L', 'Points', 'NRR']);
        await expect(first.locator('dt', { hasText: /^Points$/ }).locator('+ dd')).toHaveText(
          String(leader!.points),
        );
      } else {
        await expect(cards).toHaveCount(0);
        const headers = table.getByRole('columnheader');
        // What people see, and what screen readers hear for the abbreviations.
        await expect(headers).toHaveText([
          '#Rank',
          'Team',
          'Matches',
          'W-LWon-lost',
          'Points',
          'NRRNet run rate',
        ]);
        await expect(headers.locator('[aria-hidden="true"]')).toHaveText(['#', 'W-L', 'NRR']);
        for (const name of ['Rank', 'Team', 'Matches', 'Won-lost', 'Points', 'Net run rate'])
          await expect(table.getByRole('columnheader', { name, exact: true })).toBeVisible();
        const rows = table.locator('tbody').getByRole('row');
        await expect(rows).toHaveCount(names.length);
        for (const [index, team] of tournament.teams.entries()) {
          const cells = rows.nth(index).getByRole('cell');
          await expect(cells.nth(0)).toHaveText(String(team.rank));
          await expect(cells.nth(4)).toHaveText(String(team.points));
        }
      }
    },
  );

  test('a team opens the schedule searched for it; a search with no match says so', async ({
    page,
    request,
  }) => {
    const { cup, tournament } = await demoCup(request);
    // The third team: not simply the first row.
    const team = tournament.teams[2]!;
    const involving = tournament.matches.filter((match) =>
      [match.team1ShortName, match.team2ShortName].includes(team.shortName),
    );
    expect(involving.length).toBeGreaterThan(0);

    await page.goto(`/team?event=${cup._id}`);
    await pointsTable(page).getByRole('link', { name: team.name, exact: true }).click();
    await expect(page).toHaveURL(`/teamdetails?event=${cup._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Match Schedule' })).toBeVisible();

    const search = page.getByRole('searchbox', { name: 'Search matches' });
    await expect(search).toHaveAttribute('placeholder', 'Search matches...');
    await expect(search).toHaveValue(team.name);
    await expect(page.getByRole('status').filter({ hasText: /matches?$/ })).toHaveText(
      `${involving.length} of ${tournament.matches.length} matches`,
    );
    const shown = page.getByRole('list', { name: 'Matches' }).getByRole('listitem');
    await expect(shown).toHaveCount(involving.length);
    for (const card of await shown.all()) await expect(card).toContainText(team.name);

    await search.fill('zzz');
    await expect(page.getByRole('status').filter({ hasText: /zzz/ })).toHaveText(
      'No matches found for "zzz"',
    );
    await expect(page.getByRole('list', { name: 'Matches' })).toHaveCount(0);

    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search).toHaveValue('');
    await expect(shown).toHaveCount(tournament.matches.length);
  });

  test('the match center leads with the live match, in the first screen, each card closed until opened', async ({
    page,
    request,
  }) => {
    const { cup, tournament } = await demoCup(request);
    const live = tournament.matches.filter((match) => match.status === 'live');
    expect(live, 'the demo cup has a match under way').toHaveLength(1);
    const results = tournament.matches
      .filter((match) => match.status === 'completed')
      .sort((a, b) => Date.parse(b.date) - Date.parse(a.date));

    await page.goto(`/event-details-tour?event=${cup._id}`);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText([
      'Live',
      'Upcoming',
      'Results',
    ]);
    const card = matchCard(page, live[0]!);
    const current = live[0]!.innings.at(-1)!;
    await expect(card.getByText(`${current.battingTeam} ${totalText(current)}`)).toBeVisible();
    // Without scrolling: the live match and its live score are on the first screen.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expect(
      card.getByText(`${current.battingTeam} ${totalText(current)}`).first(),
    ).toBeInViewport({ ratio: 1 });
    await expect(card.getByRole('region', { name: 'Live score' })).toBeInViewport();

    // Results newest first, and every card closed.
    await expect(
      page.getByRole('list', { name: 'Results' }).getByRole('heading', { level: 3 }),
    ).toHaveText(results.map((match) => `${match.team1Name} vs ${match.team2Name}`));
    const buttons = main.getByRole('button', { name: /^Scorecard: / });
    await expect(buttons).toHaveCount(live.length + results.length);
    for (const button of await buttons.all())
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(main.getByRole('table')).toHaveCount(0);

    // Opened by a click, closed again from the keyboard.
    const button = scorecardButton(card);
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const region = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(region).toBeVisible();
    // A live match scored ball by ball opens on its commentary (issue 24), newest ball first.
    await expect(region.getByRole('tab', { name: 'Commentary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(
      region.getByRole('list', { name: 'Ball-by-ball commentary, newest first' }),
    ).toBeVisible();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(region).toBeHidden();
  });

  test('the match center shows results with scorecards, and when the rest start', async ({
    page,
    request,
  }) => {
    // Opens every played match's scorecard and both its innings: long on a loaded machine.
    test.slow();
    const { cup, tournament } = await demoCup(request);
    const completed = tournament.matches.filter((match) => match.status === 'completed');
    const scheduled = tournament.matches.filter((match) => match.status === 'scheduled');
    expect(completed.length, 'the demo cup has played matches').toBeGreaterThan(0);
    expect(scheduled.length, 'the demo cup has matches to come').toBeGreaterThan(0);

    await page.goto(`/event-details-tour?event=${cup._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Match Center' })).toBeVisible();
    await expect(page.getByRole('article')).toHaveCount(tournament.matches.length);

    for (const match of completed) {
      const card = matchCard(page, match);
      await expect(card.getByText(match.result!, { exact: true })).toBeVisible();
      await expect(card.getByText('Completed', { exact: true })).toBeVisible();
      await scorecardButton(card).click();
      await expect(scorecardButton(card)).toHaveAttribute('aria-expanded', 'true');
      const [first, second] = match.innings;
      const nameOf = (shortName: string) =>
        shortName === match.team1ShortName ? match.team1Name : match.team2Name;
      const tabs = card.getByRole('tablist', { name: 'Innings' }).getByRole('tab');
      await expect(tabs).toHaveCount(2);
      await expect(tabs.first()).toHaveAttribute('aria-selected', 'true');
      await expect(
        card.getByRole('table', { name: `${nameOf(first!.battingTeam)} batting`, exact: true }),
      ).toBeVisible();
      await expect(
        card.getByRole('table', { name: `Bowling to ${nameOf(first!.battingTeam)}`, exact: true }),
      ).toBeVisible();
      if (match.scorecard.manOfTheMatch)
        await expect(card).toContainText(`Man of the match: ${match.scorecard.manOfTheMatch}`);
      for (const innings of match.innings) await expect(card).toContainText(totalText(innings));
      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
      await expect(
        card.getByRole('table', { name: `${nameOf(second!.battingTeam)} batting`, exact: true }),
      ).toBeVisible();
    }

    // The match being played, when the cup has one now: its current score.
    for (const match of tournament.matches.filter((candidate) => candidate.status === 'live')) {
      const card = matchCard(page, match);
      const current = match.innings.at(-1)!;
      await expect(card.getByText('Match in progress', { exact: true })).toBeVisible();
      await expect(
        card.getByText(`${current.battingTeam} ${totalText(current)}`, { exact: true }),
      ).toBeVisible();
    }

    for (const match of scheduled) {
      const card = matchCard(page, match);
      await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
      await expect(card.getByText(startsText(match), { exact: true })).toBeVisible();
      await expect(card.getByRole('tablist')).toHaveCount(0);
      await expect(card.getByText('Match in progress')).toHaveCount(0);
    }
  });
});

test('a score saved by the scorer reaches a visitor in another browser without a reload', async ({
  page,
  browser,
  request,
  isMobile,
}) => {
  test.slow();
  const token = await adminToken(request);
  const { event, home, away, match } = await createOneFixture(request, token, 'Live');

  // The visitor: the match center, marked so a reload would show.
  await page.goto(`/event-details-tour?event=${event._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Match Center' })).toBeVisible();
  const card = matchCard(page, match);
  await expect(card.getByText('Scheduled', { exact: true })).toBeVisible();
  await page.evaluate(() => {
    (window as unknown as { e2eNoReload: boolean }).e2eNoReload = true;
  });

  // The scorer, signed in as the admin in a browser of their own.
  const scorerContext = await browser.newContext();
  const scorerPage = await scorerContext.newPage();
  await storeBeforeLoad(scorerPage, await signIn(request, 'admin'));
  await scorerPage.goto(`/score/${match.id}/totals`);
  await expect(
    scorerPage.getByRole('heading', { level: 1, name: `${home.name} v ${away.name}` }),
  ).toBeVisible();
  const score = scorer(scorerPage);

  await test.step('a live score', async () => {
    await chooseStatus(score, 'Live');
    await score.addInnings.click();
    await fillInnings(score.innings(1), {
      battingTeam: home.shortName,
      runs: 57,
      wickets: 2,
      overs: '7.3',
    });
    await score.save.click();
    await dismissNotification(scorerPage, 'Score saved');

    await expect(card.getByText('Match in progress', { exact: true })).toBeVisible();
    await expect(card.getByText(`${home.shortName} 57/2 (7.3)`, { exact: true })).toBeVisible();
    await expect(card.getByText('Live', { exact: true })).toBeVisible();
    // The visitor opens the scorecard; the next save must not close it.
    await scorecardButton(card).click();
    await expect(card.getByRole('tab', { name: /57\/2 \(7\.3\)/ })).toBeVisible();
    await fillInnings(score.innings(1), { runs: 63, wickets: 3, overs: '8.2' });
    await score.save.click();
    await dismissNotification(scorerPage, 'Score saved');
    await expect(card.getByText(`${home.shortName} 63/3 (8.2)`, { exact: true })).toBeVisible();
    await expect(scorecardButton(card)).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByRole('tab', { name: /63\/3 \(8\.2\)/ })).toBeVisible();
  });

  await test.step('the result, and the points table follows', async () => {
    // To the points table inside the app: still the same page load.
    await page
      .getByRole('navigation', { name: 'Tournament screens' })
      .getByRole('link', { name: 'Points table' })
      .click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Teams and Points Table' }),
    ).toBeVisible();
    await expect(pointsOf(page, home.name, isMobile)).toHaveText('0');
    await expect(pointsOf(page, away.name, isMobile)).toHaveText('0');

    await chooseStatus(score, 'Completed');
    await fillInnings(score.innings(1), { runs: 150, wickets: 6, overs: '20' });
    await score.addInnings.click();
    await expect(score.innings(2).getByLabel('Batting team')).toHaveValue(away.shortName);
    await fillInnings(score.innings(2), { runs: 151, wickets: 4, overs: '18.2' });
    await score.save.click();
    const result = `${away.name} won by 6 wickets`;
    await dismissNotification(scorerPage, result);
    await expect(scorerPage.getByText(result, { exact: true })).toBeVisible();

    await expect(pointsOf(page, away.name, isMobile)).toHaveText('2');
    await expect(pointsOf(page, home.name, isMobile)).toHaveText('0');
    await expect(pointsTable(page).getByRole('link')).toHaveText([away.name, home.name]);
    expect(
      await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload),
      'the visitor page was never reloaded',
    ).toBe(true);
  });

  await scorerContext.close();
  await deleteEvent(request, token, event._id);
});

test.describe('scoring is checked', () => {
  test('overs beyond the limit get the server’s message on the field', async ({
    page,
    request,
  }) => {
    const token = await adminToken(request);
    const { event, home, match } = await createOneFixture(request, token, 'Overs');
    await storeBeforeLoad(page, await signIn(request, 'admin'));

    await page.goto(`/score/${match.id}/totals`);
    const score = scorer(page);
    await chooseStatus(score, 'Live');
    await score.addInnings.click();
    await fillInnings(score.innings(1), {
      battingTeam: home.shortName,
      runs: 160,
      wickets: 4,
      overs: '20.3',
    });
    await score.save.click();

    const overs = score.innings(1).getByLabel('Overs', { exact: true });
    await expect(overs).toHaveAttribute('aria-invalid', 'true');
    await expect(overs).toHaveAccessibleDescription(/At most 20 overs in this match/);
    await expect(overs).toBeFocused();
    await expect(score.innings(1).getByText('At most 20 overs in this match')).toBeVisible();

    const saved = await getTournament(request, event._id);
    expect(saved.matches[0]).toMatchObject({ status: 'scheduled', innings: [] });
    await deleteEvent(request, token, event._id);
  });

  test('a plain member may not score: the page says so and the API answers 403', async ({
    page,
    request,
  }) => {
    const { tournament } = await demoCup(request);
    const match = tournament.matches.find((candidate) => candidate.status === 'scheduled')!;
    const session = await signIn(request, 'member');
    await storeBeforeLoad(page, session);

    await page.goto(`/score/${match.id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: `${match.team1Name} v ${match.team2Name}` }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toContainText('You cannot score this match.');
    await expect(page.getByRole('button', { name: 'Wicket' })).toHaveCount(0);

    const response = await request.put(`/api/matches/${match.id}/score`, {
      headers: bearer(session.token!),
      data: { status: 'live', innings: [] },
    });
    expect(response.status()).toBe(403);
  });

  test('a visitor is sent to sign in', async ({ page, request }) => {
    const { tournament } = await demoCup(request);
    const match = tournament.matches[0]!;
    await page.goto(`/score/${match.id}`);
    await expect(page).toHaveURL(/\/login\?/);
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/score/${match.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  });
});

test('an organiser adds a team and imports a schedule from CSV, row errors included', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await adminToken(request);
  const suffix = randomLetters(4);
  const teams = [
    { name: `Cedar Comets ${suffix}`, shortName: 'CED' },
    { name: `Dune Dragons ${suffix}`, shortName: 'DUN' },
  ];
  const { event } = await createTournament(request, token, 'Organiser', teams, []);
  await storeBeforeLoad(page, await signIn(request, 'admin'));

  await page.goto(`/tournament-admin?event=${event._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament admin' })).toBeVisible();
  const teamsSection = page.getByRole('region', { name: 'Teams', exact: true });
  const fixtures = page.getByRole('region', { name: 'Fixtures', exact: true });
  await expect(teamsSection.getByText(teams[0]!.name, { exact: true })).toBeVisible();
  await expect(fixtures.getByText('No fixtures yet.')).toBeVisible();

  await test.step('add a team', async () => {
    const added = { name: `Elm Eagles ${suffix}`, shortName: 'ELM' };
    await teamsSection.getByRole('button', { name: 'Add team' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add team' });
    await dialog.getByLabel('Team name').fill(added.name);
    await dialog.getByLabel('Short name').fill(added.shortName.toLowerCase());
    await dialog.getByLabel('Captain').fill('Ira Sen');
    await dialog.getByLabel('Players').fill('Ira Sen\nOm Das\n\nPia Roy');
    await dialog.getByRole('button', { name: 'Add team' }).click();
    await expect(dialog).toBeHidden();
    await dismissNotification(page, `${added.name} added.`);
    const row = teamsSection.getByRole('row').filter({ hasText: added.name });
    await expect(row.getByText(added.shortName, { exact: true })).toBeVisible();
    await expect(row).toContainText('3');

    const saved = await getTournament(request, event._id);
    expect(saved.teams.find((team) => team.shortName === added.shortName)).toMatchObject({
      name: added.name,
    });
  });

  const importForm = page.getByRole('form', { name: 'Import schedule' });
  const csvText = importForm.getByLabel('CSV text');

  await test.step('import two fixtures from a file', async () => {
    const csv = [
      'date,team1,team2,venue,stage,overs',
      '2030-06-06 10:00,CED,DUN,North Field,league,20',
      '2030-06-07 14:30,DUN,ELM,South Field,playoff,10',
    ].join('\n');
    await importForm
      .locator('input[type="file"]')
      .setInputFiles({ name: 'fixtures.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await expect(csvText).toHaveValue(csv);
    await importForm.getByRole('button', { name: 'Import fixtures' }).click();
    await expect(importForm.getByRole('status')).toHaveText('2 matches imported.');
    await dismissNotification(page, '2 matches imported.');
    await expect(csvText).toHaveValue('');
    await expect(fixtures.getByRole('table').locator('tbody').getByRole('row')).toHaveCount(2);
    await expect(fixtures.getByText('CED v DUN', { exact: true })).toBeVisible();
    await expect(fixtures.getByText('DUN v ELM', { exact: true })).toBeVisible();
  });

  await test.step('a file naming an unknown team imports nothing and lists the row', async () => {
    await csvText.fill(
      [
        'date,team1,team2,venue,stage,overs',
        '2030-06-08 10:00,CED,ELM,North Field,league,20',
        '2030-06-08 14:30,CED,ZZZ,North Field,league,20',
      ].join('\n'),
    );
    await importForm.getByRole('button', { name: 'Import fixtures' }).click();
    await expect(importForm.getByRole('alert')).toHaveText(
      'Nothing was imported: 1 row has a problem.',
    );
    const problems = importForm.getByRole('table', { name: 'Rows with problems' });
    await expect(problems.getByRole('columnheader')).toHaveText(['Row', 'Problem']);
    const rows = problems.locator('tbody').getByRole('row');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByRole('cell')).toHaveText(['3', 'Unknown team: ZZZ']);
    await expect(fixtures.getByRole('table').locator('tbody').getByRole('row')).toHaveCount(2);
  });

  expect((await getTournament(request, event._id)).matches).toHaveLength(2);
  await deleteEvent(request, token, event._id);
});

test.describe('accessibility of the tournament screens (axe, WCAG 2.1 A/AA) in light and dark mode', () => {
  // Each test runs axe twice on a full screen; give it room on a busy machine.
  test.describe.configure({ timeout: 90_000 });

  // The match center is checked with its first card (the live match) opened: tabs and tables.
  const openFirstCard = async (page: Page) => {
    const button = page.getByRole('button', { name: /^Scorecard: / }).first();
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
  };
  const publicScreens = [
    { path: '/team', heading: 'Teams and Points Table' },
    { path: '/teamdetails', heading: 'Match Schedule' },
    { path: '/event-details-tour', heading: 'Match Center', open: openFirstCard },
  ];
  for (const { path, heading, open } of publicScreens) {
    test(`${path}?event=<cup>`, async ({ page, request }) => {
      const cup = await findEvent(request, demoEvents.cup);
      await page.goto('/about');
      await expectAccessibleInBothSchemes(page, `${path}?event=${cup._id}`, heading, open);
    });
  }

  test.describe('as an organiser', () => {
    test.beforeEach(async ({ page, request }) => {
      await storeBeforeLoad(page, await signIn(request, 'admin'));
      await page.goto('/about');
    });

    test('/tournament-admin?event=<cup>', async ({ page, request }) => {
      const cup = await findEvent(request, demoEvents.cup);
      await expectAccessibleInBothSchemes(
        page,
        `/tournament-admin?event=${cup._id}`,
        'Tournament admin',
      );
    });

    test('/score/<completed match>', async ({ page, request }) => {
      const { tournament } = await demoCup(request);
      const match = tournament.matches.find((candidate) => candidate.status === 'completed')!;
      await expectAccessibleInBothSchemes(
        page,
        `/score/${match.id}`,
        `${match.team1Name} v ${match.team2Name}`,
      );
    });
  });
});
