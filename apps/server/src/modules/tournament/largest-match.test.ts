import { cricketLimits, liveStateSchema } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../test/accounts';
import { createEvent } from '../../test/events';
import { useTestApp } from '../../test/test-app';
import { giantMatch, giantTotal, perOverRuns } from './largest-match.fixture';
import { watchLive } from '../../test/live-viewers';

type Auth = Record<string, string>;

/**
 * Issue 41: a response schema must never refuse what the server derived. The largest innings
 * the laws engine allows (and the largest hand-typed one the contract takes) go through every
 * route that answers them; each answer is checked by its route's own response schema, so a
 * guessed cap there is a 500 here.
 */
describe('the largest legal match, through every route that shows it', () => {
  const ctx = useTestApp();
  let admin: Auth;
  let eventId: string;
  let finished: string;
  let live: string;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
    eventId = (await createEvent(ctx.app, admin, { title: 'Giants Cup' }))._id;
    const imported = await call('POST', `/api/events/${eventId}/matches/cricsheet`, giantMatch());
    expect(imported.statusCode, imported.body).toBe(201);
    finished = imported.json().id;
    const first = giantMatch({ finished: false });
    first.info.dates = ['2026-11-29'];
    const started = await call('POST', `/api/events/${eventId}/matches/cricsheet`, first);
    expect(started.statusCode, started.body).toBe(201);
    live = started.json().id;
  });

  it('answers the card: a total past 4,000, a batter past 2,000, a margin past 4,000', async () => {
    const response = await call('GET', `/api/matches/${finished}`);
    expect(response.statusCode, response.body).toBe(200);
    const match = response.json();
    const [giants, minnows] = match.innings;
    expect(giants).toMatchObject({ runs: giantTotal, wickets: 0, overs: '60.0' });
    expect(giants.extras.noBalls).toBe(cricketLimits.oversPerInnings.max);
    const sixes = giants.batting.map((row: { sixes: number }) => row.sixes);
    expect(sixes).toEqual([300, 300]);
    expect(giants.batting[0].runs).toBe(30 * (perOverRuns - 1));
    expect(giants.bowling[0]).toMatchObject({ overs: '12.0', runs: 12 * perOverRuns });
    expect(minnows).toMatchObject({ runs: 0, wickets: 10, allOut: true });
    expect(match.result).toBe(`Giants won by ${giantTotal} runs`);
    expect(match.scorecard.team1Batting[0].sixes).toBe(300);
  });

  it('answers the ball log, the standings and the leaderboards', async () => {
    const log = await call('GET', `/api/matches/${finished}/balls`);
    expect(log.statusCode, log.body).toBe(200);
    expect(log.json().balls.at(-1).score).toEqual({ runs: 0, wickets: 10 });
    const tournament = await call('GET', `/api/events/${eventId}/tournament`);
    expect(tournament.statusCode, tournament.body).toBe(200);
    const [top] = tournament.json().teams;
    expect(top).toMatchObject({ name: 'Giants', wins: 1 });
    // Net run rate is runs per over of the format's own length (ten balls here), the side
    // bowled out charged all its overs: the Giants' total over 60 overs, less nothing.
    expect(top.netRunRate).toBe(giantTotal / cricketLimits.oversPerInnings.max);
    const boards = await call('GET', `/api/events/${eventId}/tournament/leaderboards`);
    expect(boards.statusCode, boards.body).toBe(200);
    expect(boards.json().mostSixes[0].sixes).toBe(600);
    expect(boards.json().bestBowling[0].wickets).toBe(10);
  });

  it('exports the match to Cricsheet with its margin', async () => {
    const response = await call('GET', `/api/matches/${finished}/cricsheet`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().info.outcome).toEqual({ winner: 'Giants', by: { runs: giantTotal } });
    expect(response.json().innings[0].overs[0].deliveries).toHaveLength(11);
  });

  it('carries the unfinished one in the live feed', async () => {
    expect((await call('GET', `/api/matches/${live}`)).json().status).toBe('live');
    // The live feed is a stream, so over HTTP rather than inject: its first message, whole.
    const base = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const viewer = await watchLive(base, eventId);
    try {
      await viewer.waitFor('state');
      const state = liveStateSchema.parse(JSON.parse(viewer.messages[0]!.data!));
      expect(state.matches[0]?.innings[0]?.runs).toBe(giantTotal);
    } finally {
      await viewer.hangUp();
    }
  });

  it('takes and answers the largest scorecard typed by hand', async () => {
    const made = await call('POST', `/api/events/${eventId}/matches`, {
      team1ShortName: 'G',
      team2ShortName: 'M',
      date: '2031-06-07T10:00:00Z',
    });
    expect(made.statusCode).toBe(400);
    const { teams } = (await call('GET', `/api/events/${eventId}/tournament`)).json();
    const [home, away] = teams.map((team: { shortName: string }) => team.shortName);
    const typed = await call('POST', `/api/events/${eventId}/matches`, {
      team1ShortName: home,
      team2ShortName: away,
      date: '2031-06-07T10:00:00Z',
      overs: cricketLimits.oversPerInnings.max,
    });
    expect(typed.statusCode, typed.body).toBeLessThan(300);
    const matchId = (await call('GET', `/api/events/${eventId}/tournament`))
      .json()
      .matches.find((match: { ballByBall: boolean }) => !match.ballByBall).id;
    const batter = {
      player: 'Typed Giant',
      runs: cricketLimits.typedPlayerRuns,
      balls: cricketLimits.typedBallsFaced,
      fours: 100,
      sixes: 150,
    };
    const saved = await call('PUT', `/api/matches/${matchId}/score`, {
      status: 'completed',
      innings: [
        {
          battingTeam: home,
          runs: cricketLimits.typedTeamRuns,
          wickets: 0,
          overs: '60',
          batting: [batter],
          bowling: [{ player: 'Tired Arm', overs: '60', runs: 1000, wickets: 0 }],
        },
        { battingTeam: away, runs: 0, wickets: 10, overs: '0.1' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().result).toMatch(/2000 runs/);
    const tournament = await call('GET', `/api/events/${eventId}/tournament`);
    expect(tournament.statusCode, tournament.body).toBe(200);
  });
});
