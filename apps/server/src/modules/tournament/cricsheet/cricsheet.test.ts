import type { BallInput } from '@portal/contract';
import {
  ball,
  bengaluru,
  fiveOvers,
  ishan,
  kohli,
  mumbai,
  mumbaiInnings,
  murali,
  numbered,
  pant,
  rohit,
  siraj,
} from '@portal/contract/cricket/test-balls';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../../test/accounts';
import { createEvent } from '../../../test/events';
import { useTestApp } from '../../../test/test-app';
import {
  akshar,
  ashwin,
  bumrah,
  chahar,
  clubFinal,
  gill,
  hardik,
  ruturaj,
} from './club-final.fixture';

type Auth = Record<string, string>;

/** RCB's reply: a caught and bowled, a penalty, a stumping, a retirement off the ball. */
const reply: BallInput[] = numbered(
  [
    ball(kohli, pant, rohit, 4),
    ball(kohli, pant, rohit, 0, { wicket: { kind: 'caught', playerOut: kohli, fielder: rohit } }),
    ball(murali, pant, rohit, 1),
    ball(pant, murali, rohit, 0, { extra: { type: 'penalty', runs: 5 } }),
    ball(pant, murali, rohit, 2),
    ball(pant, murali, rohit, 0, { wicket: { kind: 'stumped', playerOut: pant, fielder: ishan } }),
    ball(siraj, murali, rohit, 0),
    ball(murali, siraj, rohit, 0, { wicket: { kind: 'retired', playerOut: murali } }),
    ball('Shami', siraj, ishan, 6),
  ],
  2,
  mumbaiInnings.length + 1,
);

describe('Cricsheet export and import', () => {
  const ctx = useTestApp();
  let admin: Auth;
  let member: Auth;
  let eventId: string;
  let otherEventId: string;
  let matchId: string;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers?: Auth, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const importInto = (event: string, doc: object, headers: Auth = admin) =>
    call('POST', `/api/events/${event}/matches/cricsheet`, headers, doc);
  const teamsOf = async (event: string) =>
    (await call('GET', `/api/events/${event}/tournament`)).json().teams;

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    member = (await signUp(ctx.app)).auth;
    eventId = (await createEvent(ctx.app, admin, { title: 'Wankhede Sixes' }))._id;
    otherEventId = (await createEvent(ctx.app, admin, { title: 'Club history' }))._id;
    for (const [name, shortName, players] of [
      ['Mumbai Indians', 'MI', mumbai],
      ['Royal Challengers', 'RCB', bengaluru],
    ] as const)
      await call('POST', `/api/events/${eventId}/teams`, admin, { name, shortName, players });
    await call('POST', `/api/events/${eventId}/matches`, admin, {
      team1ShortName: 'MI',
      team2ShortName: 'RCB',
      date: '2031-06-06T10:00:00Z',
      venue: 'Wankhede',
      overs: fiveOvers.oversPerInnings,
    });
    matchId = (await call('GET', `/api/events/${eventId}/tournament`)).json().matches[0].id;
    const { oversPerInnings: _, ...format } = fiveOvers;
    await call('PUT', `/api/matches/${matchId}/lineups`, admin, {
      team1: mumbai,
      team2: bengaluru,
      format,
    });
    for (const entry of [...numbered(mumbaiInnings), ...reply]) {
      const posted = await call('POST', `/api/matches/${matchId}/balls`, admin, entry);
      expect(posted.statusCode, `ball ${entry.seq}: ${posted.body}`).toBe(201);
    }
  });

  it('exports a scored match as a Cricsheet download', async () => {
    const response = await call('GET', `/api/matches/${matchId}/cricsheet`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="match-${matchId}.cricsheet.json"`,
    );
    const doc = response.json();
    expect(doc.meta.data_version).toBe('1.1.0');
    expect(doc.info).toMatchObject({
      teams: ['Mumbai Indians', 'Royal Challengers'],
      overs: 5,
      balls_per_over: 6,
      dates: ['2031-06-06'],
      venue: 'Wankhede',
      event: { name: 'Wankhede Sixes' },
    });
    const [first, second] = doc.innings;
    expect(first.overs).toHaveLength(5);
    expect(first.overs[0].deliveries[2]).toEqual({
      batter: ishan,
      bowler: 'Bumrah',
      non_striker: rohit,
      runs: { batter: 0, extras: 1, total: 1 },
      extras: { wides: 1 },
    });
    const over1 = second.overs[0].deliveries;
    expect(over1[1].wickets).toEqual([{ player_out: kohli, kind: 'caught and bowled' }]);
    // The penalty and the retirement are no deliveries: they ride on the delivery before.
    expect(over1[2]).toMatchObject({ runs: { batter: 1, extras: 5, total: 6 } });
    expect(over1[2].extras).toEqual({ penalty: 5 });
    expect(over1.at(-1).wickets).toEqual([{ player_out: murali, kind: 'retired hurt' }]);
    expect(over1[4].wickets).toEqual([
      { player_out: pant, kind: 'stumped', fielders: [{ name: ishan }] },
    ]);
  });

  it('round-trips: export, import into another event, export again gives the same balls', async () => {
    const first = (await call('GET', `/api/matches/${matchId}/cricsheet`)).json();
    const imported = await importInto(otherEventId, first);
    expect(imported.statusCode, imported.body).toBe(201);
    const copy = imported.json();
    expect(copy).toMatchObject({ ballByBall: true, team1ShortName: 'MI', team2ShortName: 'RC' });
    const again = (await call('GET', `/api/matches/${copy.id}/cricsheet`)).json();
    expect(again.innings).toEqual(first.innings);
    expect({ ...again.info, event: null }).toEqual({ ...first.info, event: null });
    const original = (await call('GET', `/api/matches/${matchId}`)).json();
    // The imported Royal Challengers got the short name RC (RCB was this event's own choice).
    const renamed = JSON.stringify(copy.innings).replaceAll('"RC"', '"RCB"');
    expect(JSON.parse(renamed)).toEqual(original.innings);
    const log = async (id: string) =>
      (await call('GET', `/api/matches/${id}/balls`))
        .json()
        .balls.map(({ over, total, score, legal }: Record<string, unknown>) => ({
          over,
          total,
          score,
          legal,
        }));
    expect(await log(copy.id)).toEqual(await log(matchId));
    const teams = await teamsOf(otherEventId);
    expect(teams.map((team: { name: string }) => team.name).sort()).toEqual([
      'Mumbai Indians',
      'Royal Challengers',
    ]);
  });

  it('imports a Cricsheet club final into a completed match with the worked scorecard', async () => {
    const response = await importInto(otherEventId, clubFinal());
    expect(response.statusCode, response.body).toBe(201);
    const match = response.json();
    expect(match).toMatchObject({
      status: 'completed',
      result: 'Chennai Kings won by 2 wickets (2 balls left)',
      toss: { decision: 'bowl' },
      venue: 'Motera Maidan',
      format: { oversPerInnings: 2, playersPerSide: 4 },
    });
    const [lions, kings] = match.innings;
    expect(lions).toMatchObject({
      runs: 31,
      wickets: 3,
      overs: '1.5',
      extras: { wides: 5, noBalls: 1, byes: 0, legByes: 0, penalties: 5 },
    });
    expect(lions.batting).toEqual([
      expect.objectContaining({
        player: gill,
        runs: 14,
        balls: 6,
        fours: 1,
        sixes: 1,
        howOut: `b ${chahar}`,
      }),
      expect.objectContaining({ player: hardik, runs: 4, balls: 2, howOut: `c & b ${ashwin}` }),
      expect.objectContaining({
        player: akshar,
        runs: 1,
        balls: 2,
        howOut: `run out (${ruturaj})`,
      }),
      expect.objectContaining({ player: bumrah, runs: 1, balls: 2, howOut: 'not out' }),
    ]);
    expect(lions.bowling).toEqual([
      expect.objectContaining({ player: ashwin, overs: '1.0', runs: 21, wickets: 1, wides: 1 }),
      expect.objectContaining({ player: chahar, overs: '0.5', runs: 5, wickets: 1 }),
    ]);
    expect(lions.fallOfWickets).toEqual([
      { runs: 10, wicket: 1, over: '0.3', player: hardik },
      { runs: 27, wicket: 2, over: '1.3', player: akshar },
      { runs: 31, wicket: 3, over: '1.5', player: gill },
    ]);
    expect(kings).toMatchObject({ runs: 32, wickets: 1, overs: '1.4', extras: { byes: 1 } });
    expect(kings.bowling).toEqual([
      expect.objectContaining({ player: bumrah, overs: '1.0', runs: 17, wickets: 1 }),
      expect.objectContaining({ player: hardik, overs: '0.4', runs: 14, wickets: 0 }),
    ]);
    const teams = await teamsOf(otherEventId);
    expect(teams.map((team: { shortName: string }) => team.shortName).sort()).toEqual([
      'AL',
      'CK',
      'MI',
      'RC',
    ]);
  });

  it('refuses bad files naming the first bad field, storing nothing', async () => {
    const teamsBefore = (await teamsOf(otherEventId)).length;
    const stranger = clubFinal();
    stranger.innings[0]!.overs![1]!.deliveries[0]!.bowler = 'Nobody Known';
    const cases: [object, string][] = [
      [stranger, 'innings.0.overs.1.deliveries.0.bowler'],
      // Hit the ball twice off a wide: the striker has not hit it once.
      [
        (() => {
          const doc = clubFinal();
          const wide = doc.innings[0]!.overs![0]!.deliveries[1]!;
          wide.wickets = [{ player_out: hardik, kind: 'hit the ball twice' }];
          return doc;
        })(),
        'innings.0.overs.0.deliveries.1.wickets.0.kind',
      ],
      // A wide that is also a bye (the totals add up): every run off a wide is a wide.
      [
        (() => {
          const doc = clubFinal();
          const wide = doc.innings[0]!.overs![0]!.deliveries[1]!;
          expect(wide.extras?.wides).toBeGreaterThan(0);
          wide.extras = { ...wide.extras, byes: 1 };
          wide.runs = { ...wide.runs, extras: wide.runs.extras + 1, total: wide.runs.total + 1 };
          return doc;
        })(),
        'innings.0.overs.0.deliveries.1.extras.byes',
      ],
      // A run that is a bye and a leg bye at once.
      [
        (() => {
          const doc = clubFinal();
          const ball = doc.innings[0]!.overs![0]!.deliveries[0]!;
          ball.extras = { byes: 1, legbyes: 1 };
          ball.runs = { batter: 0, extras: 2, total: 2 };
          return doc;
        })(),
        'innings.0.overs.0.deliveries.0.extras.legbyes',
      ],
      // A Test's four innings: this engine plays one innings a side.
      [
        (() => {
          const doc = clubFinal();
          doc.innings = [...doc.innings, ...doc.innings];
          return doc;
        })(),
        'innings',
      ],
      // A later major version of the format may move things: not read as if it were 1.x.
      [{ ...clubFinal(), meta: { data_version: '2.0.0' } }, 'meta.data_version'],
      [
        (() => {
          const doc = clubFinal();
          doc.innings[0]!.overs![0]!.deliveries[0]!.runs.total = 9;
          return doc;
        })(),
        'innings.0.overs.0.deliveries.0.runs.total',
      ],
      [
        (() => {
          const doc = clubFinal() as { innings: { overs: { deliveries: object[] }[] }[] };
          doc.innings[0]!.overs[0]!.deliveries[2] = { batter: hardik, bowler: ashwin };
          return doc;
        })(),
        'innings.0.overs.0.deliveries.2.non_striker',
      ],
      // Only a super over: no innings to make a match of (the fuzzer found it a 500).
      [
        (() => {
          const doc = clubFinal();
          doc.innings = [{ ...doc.innings[0]!, super_over: true }];
          return doc;
        })(),
        'innings',
      ],
    ];
    for (const [doc, field] of cases) {
      const response = await importInto(otherEventId, doc);
      expect(response.statusCode, field).toBe(400);
      expect(Object.keys(response.json().fields ?? {})).toContain(field);
    }
    expect((await teamsOf(otherEventId)).length).toBe(teamsBefore);
  });

  it('lets only managers import, refuses a file over the size limit, and 409s a typed match', async () => {
    expect((await importInto(otherEventId, clubFinal(), {})).statusCode).toBe(401);
    expect((await importInto(otherEventId, clubFinal(), member)).statusCode).toBe(403);
    const huge = { ...clubFinal(), padding: 'x'.repeat(1_600_000) };
    expect((await importInto(otherEventId, huge)).statusCode).toBe(413);
    await call('POST', `/api/events/${eventId}/matches`, admin, {
      team1ShortName: 'MI',
      team2ShortName: 'RCB',
      date: '2031-06-07T10:00:00Z',
    });
    const typed = (await call('GET', `/api/events/${eventId}/tournament`)).json().matches[1].id;
    expect((await call('GET', `/api/matches/${typed}/cricsheet`)).statusCode).toBe(409);
    expect((await call('GET', '/api/matches/nope/cricsheet')).statusCode).toBe(404);
  });
});
