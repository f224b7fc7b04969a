import { scoreMatch, type BallInput } from '@portal/contract';
import {
  ball,
  bengaluru,
  fiveOvers,
  mumbai,
  mumbaiInnings,
  numbered,
  setup,
} from '@portal/contract/cricket/test-balls';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../../test/accounts';
import { createEvent } from '../../../test/events';
import { useTestApp } from '../../../test/test-app';

type Auth = Record<string, string>;

describe('ball-by-ball scoring API', () => {
  const ctx = useTestApp();
  let admin: Auth;
  let member: Auth;
  let scorer: Auth;
  let scorerId: string;
  let eventId: string;
  let matchId: string;

  const call = (
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    headers?: Auth,
    payload?: object,
  ) => ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  const post = (entry: BallInput, headers: Auth = scorer) =>
    call('POST', `/api/matches/${matchId}/balls`, headers, entry);
  const log = async () => (await call('GET', `/api/matches/${matchId}/balls`)).json();
  const match = async () => (await call('GET', `/api/matches/${matchId}`)).json();

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    member = (await signUp(ctx.app)).auth;
    const scoring = await signUp(ctx.app);
    scorer = scoring.auth;
    scorerId = scoring.id;
    eventId = (await createEvent(ctx.app, admin, { title: 'Gully Cup' }))._id;
    for (const [name, shortName, players] of [
      ['Mumbai Indians', 'MI', [...mumbai, 'Reserve']],
      ['Royal Challengers', 'RCB', bengaluru],
    ] as const)
      expect(
        (await call('POST', `/api/events/${eventId}/teams`, admin, { name, shortName, players }))
          .statusCode,
      ).toBe(201);
    const added = await call('POST', `/api/events/${eventId}/matches`, admin, {
      team1ShortName: 'MI',
      team2ShortName: 'RCB',
      date: '2031-06-06T10:00:00Z',
      overs: fiveOvers.oversPerInnings,
    });
    expect(added.statusCode).toBe(201);
    matchId = (await call('GET', `/api/events/${eventId}/tournament`)).json().matches[0].id;
  });

  it('lets only managers name scorers, and only managers and scorers score', async () => {
    const lineups = { team1: mumbai, team2: bengaluru };
    expect(
      (await call('PUT', `/api/matches/${matchId}/lineups`, undefined, lineups)).statusCode,
    ).toBe(401);
    expect((await call('PUT', `/api/matches/${matchId}/lineups`, member, lineups)).statusCode).toBe(
      403,
    );
    expect((await call('PUT', `/api/matches/${matchId}/lineups`, scorer, lineups)).statusCode).toBe(
      403,
    );
    expect(
      (await call('PUT', `/api/matches/${matchId}/scorers`, member, { scorers: [scorerId] }))
        .statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/matches/${matchId}/scorers`, undefined, { scorers: [scorerId] }))
        .statusCode,
    ).toBe(401);
    const unknown = await call('PUT', `/api/matches/${matchId}/scorers`, admin, {
      scorers: [scorerId, 'nobody'],
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields).toEqual({ 'scorers.1': 'No member has this id' });
    const named = await call('PUT', `/api/matches/${matchId}/scorers`, admin, {
      scorers: [scorerId],
    });
    expect(named.json()).toEqual({ scorers: [scorerId] });

    const notInSquad = await call('PUT', `/api/matches/${matchId}/lineups`, scorer, {
      ...lineups,
      team2: ['Bumrah', 'Dhoni'],
    });
    expect(notInSquad.statusCode).toBe(400);
    expect(notInSquad.json().fields.team2).toBe('Dhoni is not in this team’s squad');
    const tooFew = await call('PUT', `/api/matches/${matchId}/lineups`, scorer, {
      ...lineups,
      team1: ['Rohit'],
    });
    expect(tooFew.json().fields.team1).toBe('A side needs at least 2 players');
    // Five overs a side, two per bowler: the format the laws' worked innings was scored under.
    const format = { oversPerBowler: fiveOvers.oversPerBowler };
    const set = await call('PUT', `/api/matches/${matchId}/lineups`, scorer, {
      ...lineups,
      format,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ lineups, format: { ...fiveOvers, playersPerSide: 11 } });

    const badToss = await call('PUT', `/api/matches/${matchId}/toss`, scorer, {
      winner: 'CSK',
      decision: 'bat',
    });
    expect(badToss.json().fields.winner).toBe('Choose MI or RCB');
    const toss = await call('PUT', `/api/matches/${matchId}/toss`, scorer, {
      winner: 'RCB',
      decision: 'bowl',
    });
    expect(toss.json().toss).toEqual({ winner: 'RCB', decision: 'bowl' });

    const [first] = numbered(mumbaiInnings);
    expect((await post(first!, member)).statusCode).toBe(403);
    expect((await call('POST', `/api/matches/${matchId}/balls`, undefined, first)).statusCode).toBe(
      401,
    );
    expect((await call('DELETE', `/api/matches/${matchId}/balls/last`, member)).statusCode).toBe(
      403,
    );
    expect((await log()).balls).toEqual([]);
  });

  it('answers 201 for a new ball, 200 for the same ball again, 409 for another or a gap', async () => {
    const balls = numbered(mumbaiInnings);
    const created = await post(balls[0]!);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      ball: { seq: 1, over: '0.1', total: 1, commentary: 'Bumrah to Rohit, 1 run' },
      innings: { battingTeam: 'MI', runs: 1, overs: '0.1' },
      next: { seq: 2, striker: 'Ishan', nonStriker: 'Rohit', bowler: 'Bumrah' },
    });
    const again = await post(balls[0]!);
    expect(again.statusCode).toBe(200);
    expect(again.json().innings.runs).toBe(1);
    const other = await post({ ...balls[0]!, runs: 2 });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({
      error: 'conflict',
      expectedSeq: 2,
      next: { striker: 'Ishan' },
    });
    const gap = await post({ ...balls[1]!, seq: 5 });
    expect(gap.statusCode).toBe(409);
    expect(gap.json().expectedSeq).toBe(2);
    expect((await log()).balls).toHaveLength(1);
    expect((await match()).innings[0]).toMatchObject({ runs: 1, overs: '0.1' });
  });

  it('refuses a bad ball with 400 naming the field, and stores nothing', async () => {
    const next = numbered(mumbaiInnings)[1]!;
    const cases: [Partial<BallInput>, string, string][] = [
      [{ striker: 'Kohli' }, 'striker', 'This player is not in the batting side’s line-up'],
      [{ bowler: 'Siraj' }, 'bowler', 'Bumrah is bowling this over'],
      [{ runs: 9 }, 'runs', 'Runs are 0 to 8'],
      [
        { wicket: { kind: 'bowled', playerOut: 'Rohit' } },
        'wicket.playerOut',
        'Only the striker can be out this way',
      ],
      [{ innings: 2 }, 'innings', 'The first innings is not over yet'],
    ];
    for (const [change, field, text] of cases) {
      const refused = await post({ ...next, ...change });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields).toEqual({ [field]: text });
    }
    expect((await post({ ...next, runs: 1.5 })).statusCode).toBe(400);
    expect((await log()).balls).toHaveLength(1);
  });

  it('lets one of two racing scorers win; the other gets 409 and the state', async () => {
    const next = numbered(mumbaiInnings)[1]!;
    const answers = await Promise.all([post(next, scorer), post({ ...next, runs: 6 }, admin)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    const loser = answers.find((answer) => answer.statusCode === 409)!.json();
    expect(loser).toMatchObject({ expectedSeq: 3, innings: [{ battingTeam: 'MI' }] });
    expect((await log()).balls).toHaveLength(2);
    // Put the log back to the scripted innings, whichever ball won.
    const { runs } = (await log()).balls[1];
    if (runs !== next.runs) {
      expect((await call('DELETE', `/api/matches/${matchId}/balls/last`, scorer)).statusCode).toBe(
        200,
      );
      expect((await post(next)).statusCode).toBe(201);
    }
  });

  it('scores a whole innings that matches the laws engine, with commentary and live news', async () => {
    const balls = numbered(mumbaiInnings);
    let heard = 0;
    const unsubscribe = ctx.app.liveHub.subscribe(eventId, () => (heard += 1));
    await ctx.app.liveHub.ensureListening();
    for (const entry of balls.slice(2)) expect((await post(entry)).statusCode).toBe(201);
    const expected = scoreMatch({ ...setup(), battingFirst: 'team1' }, balls).innings[0]!;
    const shown = (await match()).innings[0];
    expect(shown).toMatchObject({
      battingTeam: 'MI',
      runs: 52,
      wickets: 4,
      overs: '5.0',
      extras: expected.extras,
      fallOfWickets: expected.fallOfWickets,
      partnerships: expected.partnerships,
      runRate: 10.4,
    });
    expect(shown.batting).toEqual(expected.batting);
    expect(shown.bowling).toEqual(expected.bowling.map(({ balls: _, ...row }) => row));
    const lines = (await log()).balls.map((entry: { commentary: string }) => entry.commentary);
    expect(lines.slice(1, 3)).toEqual(['Bumrah to Ishan, FOUR', 'Bumrah to Ishan, wide']);
    expect(lines[10]).toBe('Siraj to Rohit, OUT, Rohit caught by Kohli');
    const hindi = await ctx.app.inject({
      url: `/api/matches/${matchId}/balls`,
      headers: { 'accept-language': 'hi' },
    });
    expect(hindi.json().balls[10].commentary).toBe('Siraj से Rohit, आउट, Rohit Kohli के हाथों कैच');
    const refused = await ctx.app.inject({
      method: 'POST',
      url: `/api/matches/${matchId}/balls`,
      headers: { ...scorer, 'accept-language': 'gu' },
      payload: { ...balls[0]!, seq: balls.length + 1, innings: 1 },
    });
    expect(refused.json().fields).toEqual({ innings: 'આ ઇનિંગ્સ પૂરી થઈ ગઈ છે' });
    // The listener runs on NOTIFY; wait for it by polling the hub's own delivery, not a clock.
    await expect.poll(() => heard).toBeGreaterThan(0);
    unsubscribe();
  });

  it('undoes the last ball, and refuses typed totals once there are balls', async () => {
    const undone = await call('DELETE', `/api/matches/${matchId}/balls/last`, scorer);
    expect(undone.statusCode).toBe(200);
    expect(undone.json().innings[0]).toMatchObject({ runs: 51, overs: '4.5' });
    expect((await post(numbered(mumbaiInnings).at(-1)!)).statusCode).toBe(201);
    const typed = await call('PUT', `/api/matches/${matchId}/score`, admin, {
      status: 'live',
      innings: [],
    });
    expect(typed.statusCode).toBe(409);
    expect(
      (await call('PUT', `/api/matches/${matchId}/toss`, admin, { winner: 'MI', decision: 'bat' }))
        .statusCode,
    ).toBe(409);
    const fixture = { team1ShortName: 'MI', team2ShortName: 'RCB', date: '2031-06-06T10:00:00Z' };
    const longer = await call('PUT', `/api/matches/${matchId}`, admin, { ...fixture, overs: 10 });
    expect(longer.statusCode).toBe(409);
    const moved = await call('PUT', `/api/matches/${matchId}`, admin, {
      ...fixture,
      overs: 5,
      venue: 'Azad Maidan',
    });
    expect(moved.json()).toMatchObject({ venue: 'Azad Maidan', ballByBall: true });
  });

  it('finishes the chase with a result the standings count', async () => {
    const chase = numbered(
      [
        ball('Bumrah', 'Siraj', 'Rohit', 6),
        ...[1, 2, 3, 4, 5].map(() => ball('Bumrah', 'Siraj', 'Rohit', 0)),
        ...[1, 2, 3, 4, 5, 6].map(() => ball('Siraj', 'Bumrah', 'Ishan', 0)),
        ...[1, 2, 3, 4, 5, 6].map(() => ball('Bumrah', 'Siraj', "O'Brien", 6)),
        ball('Siraj', 'Bumrah', 'सूर्या', 6),
        ball('Siraj', 'Bumrah', 'सूर्या', 4),
        ball('Siraj', 'Bumrah', 'सूर्या', 1),
      ],
      2,
      mumbaiInnings.length + 1,
    );
    for (const entry of chase) expect((await post(entry)).statusCode).toBe(201);
    const done = await match();
    // 6 + 0 + 36 + 11 = 53, the target, with the 21st ball: 9 left, no wicket down of 5.
    expect(done).toMatchObject({
      status: 'completed',
      result: 'Royal Challengers won by 5 wickets (9 balls left)',
      winnerShortName: 'RCB',
      ballByBall: true,
    });
    expect(done.innings[1]).toMatchObject({ battingTeam: 'RCB', runs: 53, target: 53 });
    const after = await post({
      ...ball('Siraj', 'Bumrah', 'सूर्या', 1),
      seq: mumbaiInnings.length + chase.length + 1,
      innings: 2,
    });
    expect(after.json().fields).toEqual({ innings: 'The match is over' });
    const table = (await call('GET', `/api/events/${eventId}/tournament`)).json().teams;
    expect(table[0]).toMatchObject({ shortName: 'RCB', points: 2, wins: 1 });
  });
});
