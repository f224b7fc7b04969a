import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { signIn, storeBeforeLoad } from './support/app';
import { expectAccessibleInBothSchemes } from './support/axe';
import { adminToken, bearer, createEvent, deleteEvent, randomLetters } from './support/events';

// The ball-by-ball scorer (issue 24) through the built server: a member named as the match's
// scorer scores an over on a 375 px phone (a wide, a no-ball and its free hit, a wicket), goes
// offline for two balls, reloads with the balls still waiting, comes back, and a visitor's match
// center in another browser shows the same card without a reload. Every test makes its own event.

const home = ['राहुल द्रविड़', "Shreyas Iyer-O'Brien", 'Asha Rao'];
const away = ['જસપ્રીત બુમરાહ', 'இரவிச்சந்திரன் அஷ்வின்', 'Dev Khan'];

async function createFixture(request: APIRequestContext, token: string) {
  const suffix = randomLetters(4);
  const event = await createEvent(request, token, `E2E Scorer ${randomLetters(8)}`);
  const teams = [
    { name: `Alder Aces ${suffix}`, shortName: 'ALD', players: home },
    { name: `Birch Blazers ${suffix}`, shortName: 'BIR', players: away },
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
      team1ShortName: 'ALD',
      team2ShortName: 'BIR',
      date: new Date(Date.now() + 3_600_000).toISOString(),
      venue: 'Test Oval',
      stage: 'league',
      overs: 5,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const read = await request.get(`/api/events/${event._id}/tournament`, { headers: bearer(token) });
  const { matches } = (await read.json()) as { matches: { id: string }[] };
  const match = matches[0]!;
  return { event, match, homeName: teams[0]!.name, awayName: teams[1]!.name };
}

/** Names the demo member as the match's scorer (PUT …/scorers, as the tournament admin does). */
async function nameMemberScorer(request: APIRequestContext, token: string, matchId: string) {
  const member = await signIn(request, 'member');
  const me = await request.get('/api/auth/user', { headers: bearer(member.token!) });
  const { _id } = (await me.json()) as { _id: string };
  const named = await request.put(`/api/matches/${matchId}/scorers`, {
    headers: bearer(token),
    data: { scorers: [_id] },
  });
  expect(named.status(), await named.text()).toBe(200);
  return member;
}

const pad = (page: Page) => page.getByRole('region', { name: 'Score the next ball' });
const status = (page: Page) => page.getByTestId('sync-status');
const total = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).first();

async function tap(page: Page, name: string) {
  await pad(page).getByRole('button', { name, exact: true }).click();
}

async function extra(page: Page, name: 'Wide' | 'No-ball', runs: string) {
  await tap(page, name);
  await page.getByRole('dialog', { name }).getByRole('button', { name: runs, exact: true }).click();
}

test(
  'a named scorer scores an over on a phone, offline too, and a visitor sees it live',
  { tag: '@phone' },
  async ({ page, browser, request, isMobile }) => {
    test.skip(!isMobile, 'the scorer is on a 375 px phone');
    // Sign-ins hash at full cost and the over is a dozen round trips: room for a loaded machine.
    test.setTimeout(300_000);
    const token = await adminToken(request);
    const { event, match, homeName, awayName } = await createFixture(request, token);
    const member = await nameMemberScorer(request, token, match.id);

    // The visitor: the match center, marked so a reload would show.
    await page.goto(`/event-details-tour?event=${event._id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Match Center' })).toBeVisible();
    await page.evaluate(() => ((window as unknown as { e2eNoReload: boolean }).e2eNoReload = true));

    const scorerContext = await browser.newContext({
      viewport: { width: 375, height: 812 },
      isMobile: true,
      hasTouch: true,
    });
    const scorer = await scorerContext.newPage();
    await storeBeforeLoad(scorer, member);
    await scorer.goto(`/score/${match.id}`);
    await expect(
      scorer.getByRole('heading', { level: 1, name: `${homeName} v ${awayName}` }),
    ).toBeVisible({ timeout: 30_000 });

    await test.step('line-ups and the toss', async () => {
      await expect(scorer.getByRole('checkbox', { name: home[0] })).toBeChecked();
      await scorer.getByLabel('Toss won by').selectOption({ label: homeName });
      await scorer.getByRole('radio', { name: 'Bat' }).check();
      await scorer.getByRole('button', { name: 'Start scoring' }).click();
      await scorer.getByLabel('Striker', { exact: true }).selectOption(home[0]!);
      await scorer.getByLabel('Non-striker', { exact: true }).selectOption(home[1]!);
      await scorer.getByLabel('Bowler for the next over').selectOption(away[0]!);
    });

    await test.step('an over with a wide, a no-ball, its free hit and a wicket', async () => {
      await tap(scorer, '1');
      await extra(scorer, 'Wide', '0');
      await extra(scorer, 'No-ball', '0');
      await expect(scorer.getByText('Free hit', { exact: true })).toBeVisible();
      await tap(scorer, '4');
      await expect(scorer.getByText('Free hit', { exact: true })).toHaveCount(0);
      await tap(scorer, 'Wicket');
      const wicket = scorer.getByRole('dialog', { name: 'Wicket' });
      await wicket.getByLabel('How out').selectOption('caught');
      await wicket.getByLabel('Fielder').selectOption(away[1]!);
      await wicket.getByRole('button', { name: 'Record' }).click();
      await scorer.getByLabel('New batter').selectOption(home[2]!);
      for (const runs of ['0', '2', '1']) await tap(scorer, runs);
      await expect(total(scorer)).toContainText('10/1');
      await expect(total(scorer)).toContainText('(1.0)');
      await expect(
        scorer.getByRole('list', { name: 'This over' }).getByRole('listitem'),
      ).toHaveText(['1', '1wd', 'nb', '4', 'W', '•', '2', '1']);
      await expect(status(scorer)).toHaveText('All balls sent');
      // The next over: the last over's bowler is barred.
      const bowler = scorer.getByLabel('Bowler for the next over');
      await expect(bowler.locator('option', { hasText: away[0]! })).toHaveCount(0);
      await bowler.selectOption(away[2]!);
    });

    await test.step('two balls offline, kept through a reload, sent when back', async () => {
      await scorerContext.setOffline(true);
      await tap(scorer, '1');
      await tap(scorer, '6');
      await expect(status(scorer)).toHaveText('Offline — 2 balls waiting');
      await expect(total(scorer)).toContainText('17/1');
      // Back on the network, but the balls cannot get through yet: reload, nothing is lost.
      await scorer.route(`**/api/matches/${match.id}/balls`, (route) =>
        route.request().method() === 'POST'
          ? route.abort('internetdisconnected')
          : route.continue(),
      );
      await scorerContext.setOffline(false);
      await scorer.reload();
      await expect(status(scorer)).toHaveText('Offline — 2 balls waiting', { timeout: 30_000 });
      await expect(total(scorer)).toContainText('17/1');
      await scorer.unroute(`**/api/matches/${match.id}/balls`);
      await expect(status(scorer)).toHaveText('All balls sent', { timeout: 15_000 });
    });

    await test.step('the visitor sees the same card and the ball log has the commentary', async () => {
      const card = page.getByRole('article').filter({
        has: page.getByRole('heading', { level: 3, name: `${homeName} vs ${awayName}` }),
      });
      await expect(card.getByText('ALD 17/1 (1.2)', { exact: true })).toBeVisible();
      await expect(card.getByText('Match in progress', { exact: true })).toBeVisible();
      expect(
        await page.evaluate(() => (window as unknown as { e2eNoReload?: boolean }).e2eNoReload),
      ).toBe(true);
      const log = await request.get(`/api/matches/${match.id}/balls`);
      const { balls } = (await log.json()) as { balls: { seq: number; commentary: string }[] };
      expect(balls.map((ball) => ball.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(balls[4]!.commentary).toContain(`caught by ${away[1]}`);
      expect(balls[9]!.commentary).toBe(`${away[2]} to ${home[0]}, SIX`);
    });

    await scorerContext.close();
    await deleteEvent(request, token, event._id);
  },
);

test('a member who is not a scorer is told so, and the API refuses them', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await adminToken(request);
  const { event, match, homeName, awayName } = await createFixture(request, token);
  const member = await signIn(request, 'member');
  await storeBeforeLoad(page, member);
  await page.goto(`/score/${match.id}`);
  await expect(
    page.getByRole('heading', { level: 1, name: `${homeName} v ${awayName}` }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('You cannot score this match.');
  const refused = await request.put(`/api/matches/${match.id}/lineups`, {
    headers: bearer(member.token!),
    data: { team1: home, team2: away },
  });
  expect(refused.status()).toBe(403);
  await deleteEvent(request, token, event._id);
});

test('the scorer screen passes axe, light and dark', async ({ page, request }) => {
  test.setTimeout(180_000);
  const token = await adminToken(request);
  const { event, match, homeName, awayName } = await createFixture(request, token);
  const admin = await signIn(request, 'admin');
  for (const [path, body] of [
    ['lineups', { team1: home, team2: away }],
    [
      'balls',
      { seq: 1, innings: 1, striker: home[0], nonStriker: home[1], bowler: away[0], runs: 4 },
    ],
  ] as const) {
    const response = await request[path === 'balls' ? 'post' : 'put'](
      `/api/matches/${match.id}/${path}`,
      {
        headers: bearer(token),
        data: body,
      },
    );
    expect(response.status(), await response.text()).toBeLessThan(300);
  }
  await storeBeforeLoad(page, admin);
  await page.goto('/');
  // SCORER_SHOTS=<dir> also keeps a screenshot of each scheme at this project's width.
  const shots = process.env.SCORER_SHOTS;
  await expectAccessibleInBothSchemes(
    page,
    `/score/${match.id}`,
    `${homeName} v ${awayName}`,
    async (shown) => {
      await expect(shown.getByText('All balls sent')).toBeVisible();
      const scheme = await shown.locator('html').getAttribute('data-mantine-color-scheme');
      const width = shown.viewportSize()?.width;
      if (shots)
        await shown.screenshot({ path: `${shots}/scorer-${width}-${scheme}.png`, fullPage: true });
    },
  );
  await deleteEvent(request, token, event._id);
});
