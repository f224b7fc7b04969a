import { expect, test } from '@playwright/test';
import { seasonZip } from '../../../scripts/bench/cricsheet-season.mjs';
import { signIn, storeBeforeLoad } from './support/app';
import { adminToken, createEvent, deleteEvent, randomLetters } from './support/events';

// Issue 41: an organiser brings in a whole season as Cricsheet publishes it (a ZIP of match
// files) from the tournament admin screen, and the points table shows the standings and net
// run rates worked out by hand below. The files are written here from Cricsheet's format
// documentation: two overs a side, four players a side.

type Delivery = {
  batter: string;
  bowler: string;
  non_striker: string;
  runs: { batter: number; extras: number; total: number };
};

/**
 * An innings from its runs ball by ball (every ball legal, off the bat): odd runs and the end
 * of an over change the strike, as the laws do; stops where `target` is reached.
 */
function innings(
  team: string,
  batters: string[],
  bowlers: string[],
  overs: number[][],
  target?: number,
) {
  let [striker, other] = [batters[0]!, batters[1]!];
  let total = 0;
  const played: { over: number; deliveries: Delivery[] }[] = [];
  for (const [number, runs] of overs.entries()) {
    const deliveries: Delivery[] = [];
    for (const scored of runs) {
      if (target !== undefined && total >= target) break;
      deliveries.push({
        batter: striker,
        bowler: bowlers[number % bowlers.length]!,
        non_striker: other,
        runs: { batter: scored, extras: 0, total: scored },
      });
      total += scored;
      if (scored % 2 === 1) [striker, other] = [other, striker];
    }
    if (deliveries.length > 0) played.push({ over: number, deliveries });
    [striker, other] = [other, striker];
  }
  return { team, overs: played };
}

const suffix = randomLetters(4);
const aces = { name: `Anand Aces ${suffix}`, xi: ['राहुल शर्मा', 'Ira Sen', 'Om Das', 'Pia Roy'] };
const bulls = {
  name: `Baroda Bulls ${suffix}`,
  xi: ['જયેશ પટેલ', 'Dev Khan', 'Mira Shah', 'Tara Iyer'],
};
const comets = {
  name: `Chennai Comets ${suffix}`,
  xi: ['Zoë Ó Briain', 'محمد علي', 'Kabir Rao', 'Nia Pillai'],
};
type Side = typeof aces;

const match = (date: string, first: Side, second: Side, played: object[], outcome: object) => ({
  meta: { data_version: '1.1.0', created: '2026-11-29', revision: 1 },
  info: {
    balls_per_over: 6,
    dates: [date],
    match_type: 'T20',
    outcome,
    overs: 2,
    players: { [first.name]: first.xi, [second.name]: second.xi },
    teams: [first.name, second.name],
    toss: { winner: first.name, decision: 'bat' },
    venue: 'Motera',
  },
  innings: played,
});
// Who bats (openers first) and who bowls, for a side.
const bat = (side: Side) => side.xi;
const bowl = (side: Side) => [side.xi[3]!, side.xi[2]!];

const files = [
  // Aces 22/0 (2.0), Bulls 14/0 (2.0): Aces won by 8 runs.
  match(
    '2026-04-01',
    aces,
    bulls,
    [
      innings(aces.name, bat(aces), bowl(bulls), [
        [1, 4, 0, 6, 1, 2],
        [0, 1, 1, 4, 0, 2],
      ]),
      innings(bulls.name, bat(bulls), bowl(aces), [
        [4, 0, 1, 1, 0, 2],
        [1, 0, 4, 1, 0, 0],
      ]),
    ],
    { winner: aces.name, by: { runs: 8 } },
  ),
  // Bulls 23/0 (2.0), Comets 25/0 (1.2) chasing 24: Comets won by 3 wickets.
  match(
    '2026-04-02',
    bulls,
    comets,
    [
      innings(bulls.name, bat(bulls), bowl(comets), [
        [6, 1, 1, 0, 4, 0],
        [2, 1, 0, 1, 1, 6],
      ]),
      innings(
        comets.name,
        bat(comets),
        bowl(bulls),
        [
          [4, 4, 1, 1, 6, 2],
          [1, 6, 1, 1, 1, 1],
        ],
        24,
      ),
    ],
    { winner: comets.name, by: { wickets: 3 } },
  ),
  // Comets 12/0, Aces 12/0: tied. Super over: Aces 8/0, Comets 9/0 off three balls.
  match(
    '2026-04-03',
    comets,
    aces,
    [
      innings(comets.name, bat(comets), bowl(aces), [
        [1, 1, 1, 1, 1, 1],
        [2, 2, 2, 0, 0, 0],
      ]),
      innings(aces.name, bat(aces), bowl(comets), [
        [4, 0, 0, 0, 0, 0],
        [2, 2, 2, 1, 1, 0],
      ]),
      { ...innings(aces.name, bat(aces), bowl(comets), [[1, 2, 0, 4, 0, 1]]), super_over: true },
      {
        ...innings(comets.name, bat(comets), bowl(aces).slice(1), [[6, 1, 2, 0, 0, 0]], 9),
        super_over: true,
      },
    ],
    { result: 'tie', eliminator: comets.name },
  ),
  // Aces 6/0 in one over, then rain: no result.
  match(
    '2026-04-04',
    aces,
    bulls,
    [innings(aces.name, bat(aces), bowl(bulls), [[1, 0, 4, 0, 0, 1]])],
    { result: 'no result' },
  ),
];

/*
 * The table by hand (2 a win, 1 a no result; super overs and the no result out of NRR):
 *   Comets  P2 W2 L0     4 pts  for 25+12 off 1.2+2 overs = 37/(20/6) = 11.1;
 *                               against 23+12 off 4 overs = 8.75;          NRR +2.350
 *   Aces    P3 W1 L1 NR1 3 pts  for 22+12 off 4 overs = 8.5; against 14+12 off 4 = 6.5; +2.000
 *   Bulls   P3 W0 L2 NR1 1 pt   for 14+23 off 4 overs = 9.25;
 *                               against 22+25 off 2+1.2 overs = 47/(20/6) = 14.1; NRR −4.850
 */
const expected = [
  { name: comets.name, matches: '2', record: '2-0', points: '4', nrr: '+2.350' },
  { name: aces.name, matches: '3', record: '1-1 (1 NR)', points: '3', nrr: '+2.000' },
  { name: bulls.name, matches: '3', record: '0-2 (1 NR)', points: '1', nrr: '-4.850' },
];

test('an organiser imports a season’s ZIP and the points table shows it', async ({
  page,
  request,
}) => {
  test.slow();
  const token = await adminToken(request);
  const event = await createEvent(request, token, `E2E Season ${randomLetters(8)}`);
  await storeBeforeLoad(page, await signIn(request, 'admin'));

  await page.goto(`/tournament-admin?event=${event._id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournament admin' })).toBeVisible();
  const section = page.getByRole('form', { name: 'Bring in a scored match' });
  const zip = seasonZip(files.map((doc, index) => ({ name: `${9_100_001 + index}.json`, doc })));
  await section
    .locator('input[type="file"]')
    .setInputFiles({ name: 'season-2026.zip', mimeType: 'application/zip', buffer: zip });
  await section.getByRole('button', { name: 'Add the match' }).click();
  await expect(section.getByText('4 matches imported, 0 already here, 0 refused.')).toBeVisible();

  // The same ZIP again adds nothing.
  await section
    .locator('input[type="file"]')
    .setInputFiles({ name: 'season-2026.zip', mimeType: 'application/zip', buffer: zip });
  await section.getByRole('button', { name: 'Add the match' }).click();
  await expect(section.getByText('0 matches imported, 4 already here, 0 refused.')).toBeVisible();

  await page.goto(`/team?event=${event._id}`);
  const table = page.getByRole('table', { name: 'Points table' });
  const rows = table.locator('tbody').getByRole('row');
  await expect(rows).toHaveCount(3);
  for (const [index, team] of expected.entries())
    await expect(rows.nth(index).getByRole('cell')).toHaveText([
      String(index + 1),
      team.name,
      team.matches,
      team.record,
      team.points,
      team.nrr,
    ]);

  await deleteEvent(request, token, event._id);
});
