import {
  leaderboardMinimums,
  leaderboardSize,
  oversOf,
  type BattingTotals,
  type BowlingTotals,
  type Leaderboards,
} from '@portal/contract';
import type { InningsRecord } from '../../../db/schema/index';

// The tournament's leaders, folded from what each counted match stores in its `innings` column:
// for a ball-by-ball match that is the card the balls derive (written on every ball), for a
// hand-scored one the batting and bowling rows the scorer typed. So no request refolds balls.

export interface CountedMatch {
  id: string;
  team1: string;
  team2: string;
  /** Short name of each innings' batting side, in the order of `innings`. */
  battingSides: string[];
  innings: InningsRecord[];
  ballsPerOver: number;
}

interface BattingAcc extends BattingTotals {
  /** Runs from rows that say how many balls they took: what the strike rate divides. */
  ratedRuns: number;
}

interface BowlingAcc extends BowlingTotals {
  /** Overs bowled, as a fraction (matches may differ in balls per over). */
  fullOvers: number;
}

const DID_NOT_BAT = /^(dnb|did not bat)$/i;
const isNotOut = (howOut: string | undefined) => !howOut || /^not out$/i.test(howOut.trim());
const key = (team: string, player: string) => `${team}\u0000${player}`;
const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;
const byName = (a: { player: string; team: string }, b: { player: string; team: string }) =>
  a.player.localeCompare(b.player) || a.team.localeCompare(b.team);

function batter(map: Map<string, BattingAcc>, team: string, player: string) {
  let row = map.get(key(team, player));
  if (!row) {
    row = {
      ...{ player, team, innings: 0, runs: 0, balls: 0, fours: 0, sixes: 0, notOuts: 0 },
      ...{ strikeRate: null, ratedRuns: 0 },
    };
    map.set(key(team, player), row);
  }
  return row;
}

function bowler(map: Map<string, BowlingAcc>, team: string, player: string) {
  let row = map.get(key(team, player));
  if (!row) {
    row = {
      ...{ player, team, overs: '0.0', balls: 0, runs: 0, wickets: 0 },
      ...{ economy: null, fullOvers: 0 },
    };
    map.set(key(team, player), row);
  }
  return row;
}

/** Best first by `score` (higher is better), ties by name; at most `leaderboardSize` rows. */
function top<T extends { player: string; team: string }>(
  rows: T[],
  keep: (row: T) => boolean,
  ...scores: ((row: T) => number)[]
) {
  const compare = (a: T, b: T) => {
    for (const score of scores) if (score(a) !== score(b)) return score(b) - score(a);
    return byName(a, b);
  };
  return rows.filter(keep).sort(compare).slice(0, leaderboardSize);
}

const battingOut = ({ ratedRuns, ...row }: BattingAcc): BattingTotals => ({
  ...row,
  strikeRate: row.balls === 0 ? null : round((ratedRuns * 100) / row.balls, 1),
});

const bowlingOut = ({ fullOvers, ...row }: BowlingAcc): BowlingTotals => ({
  ...row,
  overs: oversOf(row.balls, 6),
  economy: fullOvers === 0 ? null : round(row.runs / fullOvers, 2),
});

export function foldLeaderboards(eventId: string, matches: CountedMatch[]): Leaderboards {
  const batting = new Map<string, BattingAcc>();
  const bowling = new Map<string, BowlingAcc>();
  const scores: Leaderboards['highestScores'] = [];
  const figures: Leaderboards['bestBowling'] = [];
  for (const match of matches)
    match.innings.forEach((innings, index) => {
      // Super overs settle a tie; players' figures are the match's own (as published records).
      if (innings.superOver) return;
      const team = match.battingSides[index]!;
      const against = team === match.team1 ? match.team2 : match.team1;
      for (const row of innings.batting) {
        if (DID_NOT_BAT.test(row.howOut?.trim() ?? '')) continue;
        const total = batter(batting, team, row.player);
        const notOut = isNotOut(row.howOut);
        total.innings += 1;
        total.runs += row.runs;
        total.fours += row.fours;
        total.sixes += row.sixes;
        total.notOuts += notOut ? 1 : 0;
        if (row.balls !== undefined) {
          total.balls += row.balls;
          total.ratedRuns += row.runs;
        }
        scores.push({
          player: row.player,
          team,
          matchId: match.id,
          against,
          runs: row.runs,
          balls: row.balls ?? 0,
          notOut,
        });
      }
      for (const row of innings.bowling) {
        const total = bowler(bowling, against, row.player);
        total.balls += row.balls;
        total.fullOvers += row.balls / match.ballsPerOver;
        total.runs += row.runs;
        total.wickets += row.wickets;
        if (row.balls > 0 || row.wickets > 0)
          figures.push({
            player: row.player,
            team: against,
            matchId: match.id,
            against: team,
            wickets: row.wickets,
            runs: row.runs,
            overs: oversOf(row.balls, match.ballsPerOver),
          });
      }
    });
  const batters = [...batting.values()];
  const bowlers = [...bowling.values()];
  const rate = (row: BattingAcc) => (row.balls === 0 ? 0 : row.ratedRuns / row.balls);
  const economy = (row: BowlingAcc) => (row.fullOvers === 0 ? 0 : row.runs / row.fullOvers);
  return {
    eventId,
    matchesCounted: matches.length,
    minimums: { ...leaderboardMinimums },
    mostRuns: top(
      batters,
      (row) => row.innings > 0,
      (row) => row.runs,
    ).map(battingOut),
    mostWickets: top(
      bowlers,
      (row) => row.wickets > 0,
      (row) => row.wickets,
    ).map(bowlingOut),
    bestStrikeRate: top(
      batters,
      (row) => row.balls >= leaderboardMinimums.strikeRateBalls,
      rate,
    ).map(battingOut),
    bestEconomy: top(
      bowlers,
      (row) => row.balls >= leaderboardMinimums.economyBalls,
      (row) => -economy(row),
    ).map(bowlingOut),
    highestScores: top(
      scores,
      () => true,
      (row) => row.runs,
      (row) => -row.balls,
    ),
    bestBowling: top(
      figures,
      (row) => row.wickets > 0,
      (row) => row.wickets,
      (row) => -row.runs,
    ),
    mostSixes: top(
      batters,
      (row) => row.sixes > 0,
      (row) => row.sixes,
    ).map(battingOut),
  };
}
