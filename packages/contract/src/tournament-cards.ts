import { z } from 'zod';

// A match's innings as the API answers them (issue 41, ADR 0050): typed by hand or derived from
// the balls, so whole numbers and nothing more. The caps a person's typing meets are the input
// schemas' (tournament.ts), from cricket/limits.ts; an answer never refuses what the server
// derived.

/** A batter's row as answered: typed or derived from the balls, so no cap (ADR 0050). */
export const battingRowSchema = z.object({
  player: z.string(),
  runs: z.number().int(),
  balls: z.number().int().optional(),
  fours: z.number().int(),
  sixes: z.number().int(),
  howOut: z.string().optional(),
});
export type BattingEntry = z.infer<typeof battingRowSchema>;

export const bowlingEntrySchema = z.object({
  player: z.string(),
  overs: z.string(),
  maidens: z.number().int(),
  runs: z.number().int(),
  wickets: z.number().int(),
  /** Runs per over, two decimals. */
  economy: z.number(),
});
export type BowlingEntry = z.infer<typeof bowlingEntrySchema>;

/** Per-ball detail a ball-by-ball match adds to a scorecard row (issue 24). */
const ballBattingSchema = battingRowSchema.extend({ strikeRate: z.number().optional() });
const ballBowlingSchema = bowlingEntrySchema.extend({
  wides: z.number().int().optional(),
  noBalls: z.number().int().optional(),
});

/**
 * An innings. The fields after `bowling` are there when the match is scored ball by ball, derived
 * from the balls; a scorecard typed by hand has none of them.
 */
export const inningsSchema = z.object({
  battingTeam: z.string(),
  runs: z.number().int(),
  wickets: z.number().int(),
  overs: z.string(),
  allOut: z.boolean(),
  batting: z.array(ballBattingSchema),
  bowling: z.array(ballBowlingSchema),
  extras: z
    .object({
      wides: z.number().int(),
      noBalls: z.number().int(),
      byes: z.number().int(),
      legByes: z.number().int(),
      penalties: z.number().int(),
    })
    .optional(),
  fallOfWickets: z
    .array(
      z.object({
        runs: z.number().int(),
        wicket: z.number().int(),
        over: z.string(),
        player: z.string(),
      }),
    )
    .optional(),
  partnerships: z
    .array(
      z.object({
        wicket: z.number().int(),
        runs: z.number().int(),
        balls: z.number().int(),
        batters: z.array(z.string()),
        unbroken: z.boolean(),
      }),
    )
    .optional(),
  runRate: z.number().optional(),
  target: z.number().int().nullable().optional(),
  /** The overs a chase or an innings was cut to (rain; D/L or DLS), when fewer than the match's. */
  oversLimit: z.string().nullable().optional(),
  /** A tie's super over (issue 41). */
  superOver: z.boolean().optional(),
  requiredRunRate: z.number().nullable().optional(),
});
export type Innings = z.infer<typeof inningsSchema>;
