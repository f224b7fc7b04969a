import type { BallInput } from '@portal/contract';
import { ball, numbered } from '@portal/contract/cricket/test-balls';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../../test/accounts';
import { createEvent } from '../../../test/events';
import { useTestApp } from '../../../test/test-app';
import { leaderboardsFolds } from './service';

type Auth = Record<string, string>;

const [dravid, iyer, rahane] = ['राहुल द्रविड़', "Shreyas Iyer-O'Brien", 'அஜிங்க்யா ரஹானே'];
const [bumrah, ashwin, hardik] = ['જસપ્રીત બુમરાહ', 'இரவிச்சந்திரன் அஷ்வின்', 'Hardik Pandya'];
const wicket = (kind: 'bowled', playerOut: string) => ({ wicket: { kind, playerOut } });

/** RAJ 28/1 (2 overs), GUJ 30/0 (0.5): Hardik's five sixes off Dravid win it. */
const scored: BallInput[] = [
  ...numbered([
    ball(dravid, iyer, bumrah, 4),
    ball(dravid, iyer, bumrah, 6),
    ball(dravid, iyer, bumrah, 1),
    ball(iyer, dravid, bumrah, 0),
    ball(iyer, dravid, bumrah, 6),
    ball(iyer, dravid, bumrah, 0, wicket('bowled', iyer)),
    ball(dravid, rahane, ashwin, 1),
    ball(rahane, dravid, ashwin, 2),
    ball(rahane, dravid, ashwin, 2),
    ball(rahane, dravid, ashwin, 0),
    ball(rahane, dravid, ashwin, 6),
    ball(rahane, dravid, ashwin, 0),
  ]),
  ...numbered(
    Array.from({ length: 5 }, () => ball(hardik, bumrah, dravid, 6)),
    2,
    13,
  ),
];

describe('GET /api/events/{id}/tournament/leaderboards', () => {
  const ctx = useTestApp();
  let admin: Auth;
  let eventId: string;
  let typedMatch: string;

  const call = (method: 'GET' | 'PUT' | 'POST', url: string, headers?: Auth, payload?: object) =>
    ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
  /** The hand-scored match: RAJ 150/3 with these batters, Bumrah 3/20; GUJ 120 all out. */
  const scoreByHand = (batting: object[]) =>
    call('PUT', `/api/matches/${typedMatch}/score`, admin, {
      status: 'completed',
      innings: [
        {
          ...{ battingTeam: 'RAJ', runs: 150, wickets: 3, overs: '20', batting },
          bowling: [{ player: bumrah, overs: '4', runs: 20, wickets: 3 }],
        },
        { battingTeam: 'GUJ', runs: 120, wickets: 10, overs: '19.3' },
      ],
    });
  const boards = async (headers?: Auth) =>
    (await call('GET', `/api/events/${eventId}/tournament/leaderboards`, headers)).json();

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    eventId = (await createEvent(ctx.app, admin, { title: 'Ranji Sixes' }))._id;
    for (const [name, shortName, players] of [
      ['Rajasthan', 'RAJ', [dravid, iyer, rahane]],
      ['Gujarat', 'GUJ', [bumrah, ashwin, hardik]],
    ] as const)
      await call('POST', `/api/events/${eventId}/teams`, admin, { name, shortName, players });
    for (const overs of [2, 20])
      await call('POST', `/api/events/${eventId}/matches`, admin, {
        team1ShortName: 'RAJ',
        team2ShortName: 'GUJ',
        date: `2031-06-0${overs === 2 ? 6 : 7}T10:00:00Z`,
        overs,
      });
    const [ballByBall, typed] = (await call('GET', `/api/events/${eventId}/tournament`)).json()
      .matches;
    typedMatch = typed.id;
    const lineups = await call('PUT', `/api/matches/${ballByBall.id}/lineups`, admin, {
      team1: [dravid, iyer, rahane],
      team2: [hardik, bumrah, ashwin],
      format: { playersPerSide: 3, oversPerBowler: 1 },
    });
    expect(lineups.statusCode).toBe(200);
    for (const entry of scored) {
      const posted = await call('POST', `/api/matches/${ballByBall.id}/balls`, admin, entry);
      expect(posted.statusCode, `ball ${entry.seq}: ${posted.body}`).toBe(201);
    }
    const score = await scoreByHand([
      { player: dravid, runs: 70, balls: 40, fours: 6, sixes: 2, howOut: 'c Hardik b Bumrah' },
      { player: iyer, runs: 50, fours: 4, sixes: 3 },
      { player: rahane, runs: 0, fours: 0, sixes: 0, howOut: 'did not bat' },
    ]);
    expect(score.statusCode).toBe(200);
  });

  it('adds up the balls of ball-by-ball matches and the typed rows of hand-scored ones', async () => {
    const body = await boards();
    expect(body).toMatchObject({ eventId, matchesCounted: 2 });
    expect(body.minimums).toEqual({ strikeRateBalls: 10, economyBalls: 12 });
    expect(body.mostRuns.slice(0, 4)).toMatchObject([
      { player: dravid, team: 'RAJ', innings: 2, runs: 82, balls: 44, fours: 7, sixes: 3 },
      { player: iyer, team: 'RAJ', innings: 2, runs: 56, balls: 3, notOuts: 1 },
      { player: hardik, team: 'GUJ', innings: 1, runs: 30, balls: 5, notOuts: 1 },
      { player: rahane, team: 'RAJ', innings: 1, runs: 10, balls: 5, notOuts: 1 },
    ]);
    expect(body.mostRuns[0]).toMatchObject({ notOuts: 1, strikeRate: 186.4 });
    // Only Dravid faced 10 balls; Iyer's typed 50 without balls does not count towards a rate.
    expect(body.bestStrikeRate).toEqual([body.mostRuns[0]]);
    expect(body.mostSixes.map((row: { player: string }) => row.player)).toEqual([
      hardik,
      iyer,
      dravid,
      rahane,
    ]);
    expect(body.mostWickets).toEqual([
      { player: bumrah, team: 'GUJ', overs: '5.0', balls: 30, runs: 37, wickets: 4, economy: 7.4 },
    ]);
    expect(body.bestEconomy).toEqual(body.mostWickets);
    expect(body.highestScores.slice(0, 4)).toMatchObject([
      { player: dravid, runs: 70, balls: 40, notOut: false, against: 'GUJ', matchId: typedMatch },
      { player: iyer, runs: 50, notOut: true },
      { player: hardik, runs: 30, balls: 5, notOut: true, against: 'RAJ' },
      { player: dravid, runs: 12, balls: 4, notOut: true },
    ]);
    expect(body.bestBowling).toMatchObject([
      { player: bumrah, team: 'GUJ', against: 'RAJ', wickets: 3, runs: 20, overs: '4.0' },
      { player: bumrah, wickets: 1, runs: 17, overs: '1.0' },
    ]);
  });

  it('folds once per change of the tournament, not once per request', async () => {
    await boards(admin);
    const before = leaderboardsFolds.count;
    for (let i = 0; i < 20; i += 1) await boards(admin);
    expect(leaderboardsFolds.count).toBe(before);
    const rescored = await scoreByHand([
      { player: dravid, runs: 99, balls: 40, fours: 6, sixes: 2 },
    ]);
    expect(rescored.statusCode).toBe(200);
    expect((await boards(admin)).mostRuns[0]).toMatchObject({ player: dravid, runs: 111 });
    expect(leaderboardsFolds.count).toBe(before + 1);
  });

  it('answers 404 for an unknown event', async () => {
    const response = await call('GET', '/api/events/nope/tournament/leaderboards');
    expect(response.statusCode).toBe(404);
  });
});
