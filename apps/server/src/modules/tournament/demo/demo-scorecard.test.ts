import type { Innings, InningsInput, Match, Team } from '@portal/contract';
import { describe, expect, it } from 'vitest';
import { apportion, demoInnings, demoRandom, playedPlans } from './demo-scorecard';
import { demoSquads } from './demo-squads';
import { scorecardProblems } from '../scorecard/scorecard-consistency';
import { oversToBalls } from '../standings/standings';

const [home, away] = demoSquads as [(typeof demoSquads)[0], (typeof demoSquads)[0]];
const teams = demoSquads.map((squad) => ({ ...squad, players: [...squad.players] })) as Team[];

/** The innings as the API answers it. */
function asInnings(battingTeam: string, card: ReturnType<typeof demoInnings>): Innings {
  return {
    battingTeam,
    runs: card.runs,
    wickets: card.wickets,
    overs: card.overs,
    allOut: card.wickets === 10,
    batting: card.batting ?? [],
    bowling: (card.bowling ?? []).map((row) => ({
      ...row,
      maidens: row.maidens ?? 0,
      economy: (row.runs * 6) / oversToBalls(row.overs),
    })),
  };
}

function asMatch(innings: Innings[]): Match {
  return {
    team1ShortName: home.shortName,
    team2ShortName: away.shortName,
    overs: 20,
    status: 'live',
    winnerShortName: null,
    innings,
    scorecard: { manOfTheMatch: null },
  } as unknown as Match;
}

describe('demo scorecards', () => {
  it('hold together whatever the seed', () => {
    for (let seed = 1; seed <= 300; seed++) {
      const random = demoRandom(seed);
      const [first, second] = playedPlans(random);
      const innings = [
        asInnings(home.shortName, demoInnings(home.players, away.players, first, random)),
        asInnings(away.shortName, demoInnings(away.players, home.players, second, random)),
      ];
      expect(scorecardProblems(asMatch(innings), teams), `seed ${seed}`).toEqual([]);
    }
  });

  it('vary: not every batter out the same way, not every bowler with the same figures', () => {
    const random = demoRandom(7);
    const card = demoInnings(
      home.players,
      away.players,
      { runs: 150, wickets: 10, balls: 115 },
      random,
    ) as Required<InningsInput>;
    const modes = new Set(card.batting.map((row) => row.howOut?.split(' ')[0]));
    expect(modes.size).toBeGreaterThan(2);
    expect(new Set(card.bowling.map((row) => row.runs)).size).toBeGreaterThan(3);
  });

  it('are the same on every install', () => {
    const make = () =>
      demoInnings(home.players, away.players, { runs: 171, wickets: 6, balls: 120 }, demoRandom(3));
    expect(make()).toEqual(make());
  });

  it('apportion splits a total exactly, in proportion', () => {
    expect(apportion(10, [1, 1, 2])).toEqual([3, 2, 5]);
    expect(apportion(7, [0, 0])).toEqual([7, 0]);
    expect(apportion(100, [3, 1, 1]).reduce((a, b) => a + b)).toBe(100);
  });
});
