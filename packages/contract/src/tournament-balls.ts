import { z } from 'zod';
import { cricketLimits as limits } from './cricket/limits';
import { extraTypes, wicketKinds } from './cricket/types';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';
import { scoreMessages, shortNameSchema } from './tournament';
import { inningsSchema } from './tournament-cards';

// Ball-by-ball scoring's bodies (issue 24). The laws themselves are in ./cricket (no zod there).

export const ballMessages = {
  lineupMin: 'A side needs at least {min} players',
  lineupMax: 'A side has at most {max} players',
  whole: 'Must be a whole number',
} as const;

const name = z
  .string()
  .trim()
  .min(1, scoreMessages.playerNameRequired)
  .max(60, fillText(fieldMessages.tooLong, { max: 60 }));
const whole = z.number({ error: ballMessages.whole }).int(ballMessages.whole);
const { min: fewest, max: most } = limits.playersPerSide;
const lineup = z
  .array(name)
  .min(fewest, fillText(ballMessages.lineupMin, { min: fewest }))
  .max(most, fillText(ballMessages.lineupMax, { max: most }));

/**
 * The match's format where it differs from its overs' default (a fifth of them per bowler…).
 * The ranges and where they come from: cricket/limits.ts.
 */
export const formatInputSchema = z.object({
  ballsPerOver: whole.min(limits.ballsPerOver.min).max(limits.ballsPerOver.max).optional(),
  playersPerSide: whole.min(fewest).max(most).optional(),
  oversPerBowler: whole.min(1).max(limits.oversPerInnings.max).optional(),
  freeHits: z.boolean().optional(),
  /** A tie is played off in super overs (ICC playing conditions); off, a tie stands. */
  superOvers: z.boolean().optional(),
});

export const lineupsInputSchema = z.object({
  team1: lineup,
  team2: lineup,
  /** Set with the line-ups, before the first ball. */
  format: formatInputSchema.optional(),
});
export type LineupsInput = z.infer<typeof lineupsInputSchema>;

export const tossInputSchema = z.object({
  winner: shortNameSchema,
  decision: z.enum(['bat', 'bowl']),
});
export type TossInput = z.output<typeof tossInputSchema>;

export const scorersInputSchema = z.object({ scorers: z.array(z.string().max(100)).max(20) });
export type ScorersInput = z.infer<typeof scorersInputSchema>;

/** POST /api/matches/{id}/balls. Ranges beyond type are the laws' (./cricket/checks.ts). */
export const ballInputSchema = z.object({
  seq: whole.min(1).max(limits.ballsPerMatch),
  // Two innings and any super overs; the engine refuses an innings the match does not have.
  innings: whole.min(1).max(limits.inningsPerMatch),
  striker: name,
  nonStriker: name,
  bowler: name,
  runs: whole,
  extra: z.object({ type: z.enum(extraTypes), runs: whole.default(0) }).nullish(),
  wicket: z
    .object({ kind: z.enum(wicketKinds), playerOut: name, fielder: name.nullish() })
    .nullish(),
  commentary: z
    .string()
    .trim()
    .max(280, fillText(fieldMessages.tooLong, { max: 280 }))
    .nullish(),
  /** Law 17.8: this bowler finishes an over a hurt or suspended bowler began. */
  replacesBowler: z.boolean().nullish(),
});
export type BallBody = z.input<typeof ballInputSchema>;
export type BallParsed = z.output<typeof ballInputSchema>;

/** A ball in the log, with what the laws derive from it. */
export const loggedBallSchema = z.object({
  seq: z.number().int(),
  innings: z.number().int(),
  over: z.string(),
  striker: z.string(),
  nonStriker: z.string(),
  bowler: z.string(),
  runs: z.number().int(),
  extra: z.object({ type: z.enum(extraTypes), runs: z.number().int() }).nullable(),
  wicket: z
    .object({ kind: z.enum(wicketKinds), playerOut: z.string(), fielder: z.string().nullable() })
    .nullable(),
  /** The scorer's words, or a line written from the ball ("Bumrah to Kohli, FOUR"). */
  commentary: z.string(),
  legal: z.boolean(),
  freeHit: z.boolean(),
  /** Runs the ball added to the total; `score` is the total after it. */
  total: z.number().int(),
  score: z.object({ runs: z.number().int(), wickets: z.number().int() }),
});
export type LoggedBall = z.infer<typeof loggedBallSchema>;

/** Who the scorer should expect next; null where a new batter or the next bowler is named. */
export const nextUpSchema = z.object({
  innings: z.number().int(),
  striker: z.string().nullable(),
  nonStriker: z.string().nullable(),
  bowler: z.string().nullable(),
  lastOverBowler: z.string().nullable(),
  freeHit: z.boolean(),
  matchOver: z.boolean(),
  /** The `seq` the next ball must carry. */
  seq: z.number().int(),
});

export const ballLogSchema = z.object({
  balls: z.array(loggedBallSchema),
  next: nextUpSchema,
  result: z.string().nullable(),
});
export type BallLog = z.infer<typeof ballLogSchema>;

/** 201 (or 200 for a repeated ball): the ball and the innings it changed. */
export const ballAcceptedSchema = z.object({
  ball: loggedBallSchema,
  innings: inningsSchema,
  next: nextUpSchema,
  result: z.string().nullable(),
});

/** 409: another ball has this seq, or seq skips ahead; the state to carry on from. */
export const ballConflictSchema = z.object({
  error: z.literal('conflict'),
  message: z.string(),
  expectedSeq: z.number().int(),
  next: nextUpSchema,
  innings: z.array(inningsSchema),
});
