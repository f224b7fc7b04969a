import { z } from 'zod';

// GET /api/events/{id}/tournament/leaderboards (issue 24): the tournament's leaders, derived
// from the balls of every ball-by-ball match (matches scored by hand totals have no per-ball
// detail and count only through their typed batting and bowling rows, when they have them).

/** Who qualifies for the rate tables: without a minimum, one lucky six tops strike rate. */
export const leaderboardMinimums = {
  /** Balls faced, across the tournament, for the best strike rate. */
  strikeRateBalls: 10,
  /** Legal balls bowled, across the tournament, for the best economy. */
  economyBalls: 12,
} as const;

/** How many rows each table shows. */
export const leaderboardSize = 10;

const player = {
  player: z.string(),
  /** The team's short name, as on the scorecard. */
  team: z.string(),
};

const battingTotals = z.object({
  ...player,
  innings: z.number().int(),
  runs: z.number().int(),
  balls: z.number().int(),
  fours: z.number().int(),
  sixes: z.number().int(),
  notOuts: z.number().int(),
  /** Runs per 100 balls, one decimal; null with no balls faced. */
  strikeRate: z.number().nullable(),
});

const bowlingTotals = z.object({
  ...player,
  /** "12.3": complete overs and the balls of the last one. */
  overs: z.string(),
  /** Legal balls bowled. */
  balls: z.number().int(),
  runs: z.number().int(),
  wickets: z.number().int(),
  /** Runs per over, two decimals; null with no legal ball. */
  economy: z.number().nullable(),
});

/** One innings' score, with the match it came in. */
const highestScore = z.object({
  ...player,
  matchId: z.string(),
  /** The opponent's short name. */
  against: z.string(),
  runs: z.number().int(),
  balls: z.number().int(),
  notOut: z.boolean(),
});

/** One innings' bowling figures ("4/21"), with the match. */
const bestBowling = z.object({
  ...player,
  matchId: z.string(),
  against: z.string(),
  wickets: z.number().int(),
  runs: z.number().int(),
  overs: z.string(),
});

export const leaderboardsSchema = z.object({
  eventId: z.string(),
  /** The matches the tables count (completed or live). */
  matchesCounted: z.number().int(),
  minimums: z.object({ strikeRateBalls: z.number().int(), economyBalls: z.number().int() }),
  /** Each sorted best first, at most `leaderboardSize` rows; ties broken by the player's name. */
  mostRuns: z.array(battingTotals),
  mostWickets: z.array(bowlingTotals),
  bestStrikeRate: z.array(battingTotals),
  bestEconomy: z.array(bowlingTotals),
  highestScores: z.array(highestScore),
  bestBowling: z.array(bestBowling),
  mostSixes: z.array(battingTotals),
});
export type Leaderboards = z.infer<typeof leaderboardsSchema>;
export type BattingTotals = z.infer<typeof battingTotals>;
export type BowlingTotals = z.infer<typeof bowlingTotals>;
