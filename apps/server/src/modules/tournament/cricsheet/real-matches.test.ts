import type { Cricsheet } from '@portal/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeAdmin, signUp } from '../../../test/accounts';
import { createEvent } from '../../../test/events';
import { useTestApp } from '../../../test/test-app';
import { giantMatch } from '../largest-match.fixture';
import { clubFinal } from './club-final.fixture';
import {
  blasters as b,
  noResultMatch,
  rainMatch,
  strikers as s,
  strikersFinal,
  superOverMatch,
} from './real-matches.fixture';

type Auth = Record<string, string>;
const row = (player: string, fields: object) => expect.objectContaining({ player, ...fields });

/**
 * Issue 41: what real Cricsheet files hold, imported as it happened. Every figure below is
 * worked out by hand from the fixture's deliveries (real-matches.fixture.ts).
 */
describe('Cricsheet files of real matches', () => {
  const ctx = useTestApp();
  let admin: Auth;
  const call = (method: 'GET' | 'PUT' | 'POST', url: string, payload?: object) =>
    ctx.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });
  const newEvent = async (title: string) => (await createEvent(ctx.app, admin, { title }))._id;
  const importInto = async (eventId: string, doc: Cricsheet) => {
    const response = await call('POST', `/api/events/${eventId}/matches/cricsheet`, doc);
    expect(response.statusCode, response.body).toBe(201);
    return response.json();
  };
  const exported = async (id: string) => (await call('GET', `/api/matches/${id}/cricsheet`)).json();

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
  });

  it('imports retirements, the rarer dismissals, penalty runs and replacements (1.0.0)', async () => {
    const match = await importInto(await newEvent('Gujarat Premier League'), strikersFinal());
    expect(match).toMatchObject({
      status: 'completed',
      result: 'Baroda Blasters won by 3 wickets (3 balls left)',
      format: { oversPerInnings: 2, playersPerSide: 6 },
    });
    expect(match.lineups.team1).toContain(s.mohit);
    expect(match.lineups.team2).toContain(b.khaleel);
    const [strikers, blasters] = match.innings;
    // 5 before the first ball + 17 off the bat and extras + 5 on a ball + 5 after the last.
    expect(strikers).toMatchObject({
      runs: 32,
      wickets: 4,
      overs: '2.0',
      extras: { wides: 0, noBalls: 1, byes: 0, legByes: 1, penalties: 15 },
    });
    expect(strikers.batting).toEqual([
      row(s.bishnoi, { runs: 5, balls: 3, fours: 1, howOut: 'obstructing the field' }),
      row(s.gaikwad, { runs: 0, balls: 2, howOut: 'not out' }),
      row(s.sai, { runs: 2, balls: 2, howOut: 'hit the ball twice' }),
      row(s.gill, { runs: 7, balls: 4, sixes: 1, howOut: 'retired out' }),
      row(s.tewatia, { runs: 0, balls: 1, howOut: 'handled the ball' }),
      row(s.mohit, { runs: 1, balls: 1, howOut: 'not out' }),
    ]);
    // No dismissal here is the bowler's; Khaleel finished Ashwin's over.
    expect(strikers.bowling).toEqual([
      row(b.kuldeep, { overs: '1.0', runs: 9, wickets: 0, noBalls: 1, maidens: 0 }),
      row(b.ashwin, { overs: '0.2', runs: 6, wickets: 0 }),
      row(b.khaleel, { overs: '0.4', runs: 1, wickets: 0 }),
    ]);
    expect(strikers.fallOfWickets).toEqual([
      { runs: 12, wicket: 1, over: '0.5', player: s.sai },
      { runs: 14, wicket: 2, over: '1.0', player: s.bishnoi },
      { runs: 21, wicket: 3, over: '1.3', player: s.tewatia },
      { runs: 22, wicket: 4, over: '1.5', player: s.gill },
    ]);
    expect(blasters).toMatchObject({ runs: 33, wickets: 2, overs: '1.3', target: 33 });
    expect(blasters.extras.wides).toBe(5);
    expect(blasters.batting).toEqual([
      row(b.kuldeep, { runs: 16, balls: 5, fours: 2, sixes: 1, howOut: 'not out' }),
      row(b.axar, { runs: 6, balls: 2, sixes: 1, howOut: `c ${s.gill} b ${s.bishnoi}` }),
      row(b.mukesh, { runs: 0, balls: 0, howOut: 'timed out' }),
      row(b.ashwin, { runs: 6, balls: 2, fours: 1, howOut: 'not out' }),
    ]);
    expect(blasters.bowling).toEqual([
      row(s.bishnoi, { overs: '1.0', runs: 24, wickets: 1, wides: 1 }),
      row(s.tewatia, { overs: '0.3', runs: 9, wickets: 0 }),
    ]);
    expect(blasters.fallOfWickets).toEqual([
      { runs: 22, wicket: 1, over: '0.5', player: b.axar },
      { runs: 22, wicket: 2, over: '0.5', player: b.mukesh },
    ]);
  });

  it('keeps one player per registry id across imports', async () => {
    const eventId = await newEvent('Registry Cup');
    await importInto(eventId, strikersFinal());
    const again = JSON.parse(
      JSON.stringify(strikersFinal()).replaceAll(s.bishnoi, 'R Bishnoi'),
    ) as Cricsheet;
    again.info.dates = ['2026-04-19'];
    const match = await importInto(eventId, again);
    expect(match.lineups.team1).toContain(s.bishnoi);
    const { teams } = (await call('GET', `/api/events/${eventId}/tournament`)).json();
    const players = teams.flatMap((team: { players: string[] }) => team.players);
    expect(players).toContain(s.bishnoi);
    expect(players).not.toContain('R Bishnoi');
    const boards = (await call('GET', `/api/events/${eventId}/tournament/leaderboards`)).json();
    const bishnoi = boards.mostWickets.find(
      (entry: { player: string }) => entry.player === s.bishnoi,
    );
    expect(bishnoi).toMatchObject({ wickets: 2, balls: 12 });
  });

  it('shows a rain-cut match’s revised target and overs, decided by DLS', async () => {
    const eventId = await newEvent('Monsoon Cup');
    const match = await importInto(eventId, rainMatch());
    expect(match).toMatchObject({
      status: 'completed',
      method: 'DLS',
      result: 'Kochi Tuskers won by 2 runs (DLS method)',
    });
    const [kochi, pune] = match.innings;
    expect(kochi).toMatchObject({ runs: 18, wickets: 0, overs: '2.0', oversLimit: '2.0' });
    expect(pune).toMatchObject({ runs: 12, overs: '2.0', target: 15, oversLimit: '2.0' });
    // Stopped by rain again at 1.0 with Pune ahead of the par score: the file's result stands.
    const par = rainMatch();
    par.innings[1]!.overs = par.innings[1]!.overs!.slice(0, 1);
    par.info.dates = ['2026-07-02'];
    par.info.outcome = { winner: 'Pune Warriors', by: { wickets: 4 }, method: 'DLS' };
    const parMatch = await importInto(eventId, par);
    expect(parMatch).toMatchObject({
      status: 'completed',
      winnerShortName: 'PW',
      result: 'Pune Warriors won by 4 wickets (DLS method)',
    });
    const { teams } = (await call('GET', `/api/events/${eventId}/tournament`)).json();
    expect(teams.map((team: { wins: number }) => team.wins)).toEqual([1, 1]);
  });

  it('plays off a tie in super overs, shows them, and the standings count the win', async () => {
    const eventId = await newEvent('Super Over League');
    const match = await importInto(eventId, superOverMatch());
    expect(match).toMatchObject({
      status: 'completed',
      winnerShortName: 'PUN',
      result: 'Match tied (Punjab won the super over)',
    });
    expect(match.innings.map((entry: { runs: number }) => entry.runs)).toEqual([
      6, 6, 5, 5, 11, 12,
    ]);
    expect(match.innings.map((entry: { superOver: boolean }) => entry.superOver)).toEqual([
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    const { teams } = (await call('GET', `/api/events/${eventId}/tournament`)).json();
    expect(teams[0]).toMatchObject({ name: 'Punjab', wins: 1, points: 2, netRunRate: 0 });
    expect(teams[1]).toMatchObject({ name: 'Mumbai', losses: 1, points: 0, netRunRate: 0 });
    // Players' figures are the match's own: Punjab A's 12 in the super over are not counted.
    const boards = (await call('GET', `/api/events/${eventId}/tournament/leaderboards`)).json();
    const punjabA = boards.mostRuns.find(
      (entry: { player: string }) => entry.player === 'Punjab A',
    );
    expect(punjabA.runs).toBe(3);
  });

  it('counts no-result and abandoned matches as the tournament’s points say; notes what is missing', async () => {
    const eventId = await newEvent('Rained Off Trophy');
    const points = await call('PUT', `/api/events/${eventId}/tournament/points`, {
      win: 4,
      tie: 2,
      noResult: 2,
      loss: 0,
    });
    expect(points.statusCode, points.body).toBeLessThan(300);
    const played = await importInto(eventId, noResultMatch());
    expect(played).toMatchObject({
      status: 'completed',
      result: 'No result',
      missing: ['player_of_match', 'powerplays'],
    });
    expect(played.innings[0]).toMatchObject({ runs: 6, overs: '1.0' });
    const abandoned = await importInto(eventId, noResultMatch({ played: false }));
    expect(abandoned).toMatchObject({ status: 'abandoned', result: 'No result', innings: [] });
    const { teams } = (await call('GET', `/api/events/${eventId}/tournament`)).json();
    for (const team of teams) expect(team).toMatchObject({ noResults: 2, points: 4 });
    expect((await exported(abandoned.id)).info.outcome).toEqual({ result: 'no result' });
  });

  it('refuses a file whose result its deliveries contradict', async () => {
    const eventId = await newEvent('Honest Cup');
    const wrong = strikersFinal();
    wrong.info.outcome = { winner: 'Gujarat Strikers', by: { runs: 1 } };
    const response = await call('POST', `/api/events/${eventId}/matches/cricsheet`, wrong);
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['info.outcome']);
    const { matches } = (await call('GET', `/api/events/${eventId}/tournament`)).json();
    expect(matches).toEqual([]);
  });

  it('exports each of them back with the same deliveries, wickets and result', async () => {
    const eventId = await newEvent('Round Trip Cup');
    const otherId = await newEvent('Round Trip Again');
    const par = rainMatch();
    par.innings[1]!.overs = par.innings[1]!.overs!.slice(0, 1);
    par.info.outcome = { winner: 'Pune Warriors', by: { wickets: 4 }, method: 'DLS' };
    const files = [
      strikersFinal(),
      rainMatch(),
      par,
      superOverMatch(),
      noResultMatch(),
      noResultMatch({ played: false }),
      clubFinal(),
      giantMatch(),
    ];
    for (const [index, file] of files.entries()) {
      file.info.dates = [`2026-08-${String(index + 10)}`];
      const first = await exported((await importInto(eventId, file)).id);
      const second = await exported((await importInto(otherId, first)).id);
      expect(second.innings, `file ${index}`).toEqual(first.innings);
      expect(second.info.outcome, `file ${index}`).toEqual(first.info.outcome);
      const deliveries = (doc: Cricsheet) =>
        doc.innings.flatMap((entry) => (entry.overs ?? []).flatMap((over) => over.deliveries));
      const picked = (doc: Cricsheet) =>
        deliveries(doc).map(({ batter, bowler, runs, wickets }) => ({
          batter,
          bowler,
          total: runs.total,
          wickets: (wickets ?? []).map(({ player_out, kind }) => ({ player_out, kind })),
        }));
      expect(picked(first), `file ${index}`).toEqual(picked(file));
      expect(first.info.outcome, `file ${index}`).toEqual(file.info.outcome);
    }
  });
});
