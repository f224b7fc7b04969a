import { beforeAll, describe, expect, it } from 'vitest';
import {
  generateSeason,
  SEASON_MATCHES,
  seasonTable,
  seasonZip,
} from '../../../../../../scripts/bench/cricsheet-season.mjs';
import { makeAdmin, signUp } from '../../../test/accounts';
import { createEvent } from '../../../test/events';
import { useTestApp } from '../../../test/test-app';

interface TeamRow {
  name: string;
  rank: number;
  points: number;
  matchesPlayed: number;
  wins: number;
  losses: number;
  ties: number;
  noResults: number;
  netRunRate: number;
}

/**
 * Issue 41: a whole season (`npm run bench` times the same one on the built server). The
 * points table, net run rates and leaderboards the portal derives from the imported balls are
 * checked against the ones the generator works out from the files' deliveries on its own, as a
 * newspaper would (scripts/bench/cricsheet-season.mjs): two ties settled by super overs, a
 * rain-cut chase with a DLS target, a no result and four playoffs that are not in the table.
 */
describe('a 74-match season imported from one ZIP', () => {
  const ctx = useTestApp();
  let admin: Record<string, string>;
  const season = generateSeason();
  const expected = seasonTable(season.files);

  beforeAll(async () => {
    const account = await signUp(ctx.app);
    await makeAdmin(ctx.db, account.id);
    admin = account.auth;
  });

  it(
    'gives the published points table, net run rates and leaderboards',
    { timeout: 240_000 },
    async () => {
      expect(season.files).toHaveLength(SEASON_MATCHES);
      const eventId = (await createEvent(ctx.app, admin, { title: 'Bench Premier League' }))._id;
      const upload = () =>
        ctx.app.inject({
          method: 'POST',
          url: `/api/events/${eventId}/matches/cricsheet`,
          headers: { ...admin, 'content-type': 'application/zip' },
          payload: seasonZip(season.files),
        });
      const response = await upload();
      expect(response.statusCode, response.body).toBe(200);
      const result = response.json();
      expect(result.errors).toEqual([]);
      expect(result.imported).toHaveLength(SEASON_MATCHES);

      const tournament = (
        await ctx.app.inject({ url: `/api/events/${eventId}/tournament` })
      ).json();
      const teams = tournament.teams as TeamRow[];
      for (const row of expected.table) {
        const team = teams.find((entry) => entry.name === row.name)!;
        expect(team, row.name).toMatchObject({
          points: row.points,
          matchesPlayed: row.played,
          wins: row.won,
          losses: row.lost,
          ties: row.tied,
          noResults: row.noResult,
        });
        // Both round to three places; the sums behind them are added in another order.
        expect(Math.abs(team.netRunRate - row.netRunRate), row.name).toBeLessThanOrEqual(0.001);
      }
      expect(teams.map((team) => team.name)).toEqual(expected.table.map((row) => row.name));
      const stages = tournament.matches.map((match: { stage: string }) => match.stage);
      expect(stages.filter((stage: string) => stage === 'playoff')).toHaveLength(4);
      const results = tournament.matches.map((match: { result: string }) => match.result);
      const ties = season.files.filter(({ doc }) => doc.info.outcome?.result === 'tie');
      expect(ties.length).toBeGreaterThanOrEqual(2);
      expect(results.filter((text: string) => /super over/.test(text))).toHaveLength(ties.length);
      expect(results.filter((text: string) => /DLS/.test(text))).toHaveLength(1);
      expect(results.filter((text: string) => text === 'No result')).toHaveLength(1);

      const boards = (
        await ctx.app.inject({ url: `/api/events/${eventId}/tournament/leaderboards` })
      ).json();
      expect(boards.mostRuns.length).toBeGreaterThan(4);
      for (const entry of boards.mostRuns as { player: string; runs: number }[])
        expect(entry.runs, entry.player).toBe(expected.runs.get(entry.player));
      const mostRuns = Math.max(...expected.runs.values());
      expect(boards.mostRuns[0].runs).toBe(mostRuns);
      for (const entry of boards.mostWickets as { player: string; wickets: number }[])
        expect(entry.wickets, entry.player).toBe(expected.wickets.get(entry.player));
      expect(boards.mostWickets[0].wickets).toBe(Math.max(...expected.wickets.values()));

      // The same season again: every file is already there.
      const again = (await upload()).json();
      expect(again.skipped).toHaveLength(SEASON_MATCHES);
      expect(again.imported).toEqual([]);
    },
  );
});
