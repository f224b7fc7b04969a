import { z } from 'zod';
import { eventTimeSchema } from './event-time-schemas';
import { optionalImageAddressSchema } from './address-schemas';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';
import { cricketLimits as limits } from './cricket/limits';
import { battingRowSchema, bowlingEntrySchema, inningsSchema } from './tournament-cards';

export const matchStatuses = ['scheduled', 'live', 'completed', 'abandoned'] as const;
export type MatchStatus = (typeof matchStatuses)[number];
export const matchStages = ['league', 'playoff'] as const;

/**
 * The scorer's and fixture forms' validation texts. Templates (i18n/fill-text.ts); a `{label}`
 * is itself one of `scoreLabels`, and is translated with the sentence around it.
 */
export const scoreMessages = {
  notANumber: '{label} must be a number',
  notWhole: '{label} must be a whole number',
  negative: '{label} cannot be negative',
  tooMuch: '{label} is at most {max}',
  tooFew: '{label} is at least {min}',
  oversFormat: 'Write overs like 19.4 (19 overs and 4 balls)',
  shortName: 'Short name is 2 to 6 letters or digits',
  teamNameRequired: 'Team name is required',
  playerNameRequired: 'Player name is required',
  tooManyPlayers: 'At most {max} players',
  tooManyBatters: 'At most {max} batters',
  tooManyBowlers: 'At most {max} bowlers',
  oversMin: 'At least 1 over',
  tooManyOvers: 'At most {max} overs',
  inningsMax: 'A match has at most two innings',
  fileTooLarge: 'The file is too large',
} as const;

export const scoreLabels = {
  runs: 'Runs',
  balls: 'Balls',
  fours: 'Fours',
  sixes: 'Sixes',
  maidens: 'Maidens',
  wickets: 'Wickets',
  win: 'Points for a win',
  tie: 'Points for a tie',
  noResult: 'Points for a no result',
  loss: 'Points for a loss',
  overs: 'Overs',
  ballsPerOver: 'Balls per over',
  playersPerSide: 'Players per side',
  oversPerBowler: 'Overs per bowler',
} as const;

const text = (max: number) => z.string().trim().max(max, fillText(fieldMessages.tooLong, { max }));
const count = (max: number, label: string) =>
  z
    .number({ error: fillText(scoreMessages.notANumber, { label }) })
    .int(fillText(scoreMessages.notWhole, { label }))
    .min(0, fillText(scoreMessages.negative, { label }))
    .max(max, fillText(scoreMessages.tooMuch, { label, max }));

const ranged = (min: number, max: number, label: string) =>
  count(max, label).min(min, fillText(scoreMessages.tooFew, { label, min }));

/**
 * PUT /api/events/{id}/tournament/format (issue 24): the format the tournament's new matches and
 * line-ups take; each part left out keeps the T20 default (cricket/types.ts defaultFormat).
 */
export const tournamentFormatSchema = z.object({
  // The ranges and where they come from: cricket/limits.ts.
  overs: ranged(
    limits.oversPerInnings.min,
    limits.oversPerInnings.max,
    scoreLabels.overs,
  ).optional(),
  ballsPerOver: ranged(
    limits.ballsPerOver.min,
    limits.ballsPerOver.max,
    scoreLabels.ballsPerOver,
  ).optional(),
  playersPerSide: ranged(
    limits.playersPerSide.min,
    limits.playersPerSide.max,
    scoreLabels.playersPerSide,
  ).optional(),
  // A bowler's quota is some of the innings' overs (a fifth in T20s and one-day internationals).
  oversPerBowler: ranged(1, limits.oversPerInnings.max, scoreLabels.oversPerBowler).optional(),
  freeHits: z.boolean().optional(),
});
export type TournamentFormat = z.infer<typeof tournamentFormatSchema>;

/**
 * Overs as cricket writes them: 19.4 is 19 overs and 4 balls (the part after the dot is 0–5).
 * Typed scorecards are of six-ball overs (Law 17.1); other formats are scored ball by ball.
 */
export const oversSchema = z
  .string()
  .trim()
  .regex(/^\d{1,3}(\.[0-5])?$/, scoreMessages.oversFormat);

export const shortNameSchema = text(6)
  .min(2, scoreMessages.shortName)
  .regex(/^[A-Za-z0-9]+$/, scoreMessages.shortName)
  .transform((value) => value.toUpperCase());

export const teamInputSchema = z.object({
  name: text(60).min(1, scoreMessages.teamNameRequired),
  shortName: shortNameSchema,
  logo: optionalImageAddressSchema,
  captain: text(60).optional(),
  players: z
    .array(text(60).min(1))
    .max(limits.typedSquad, fillText(scoreMessages.tooManyPlayers, { max: limits.typedSquad }))
    .optional(),
});
export type TeamInput = z.input<typeof teamInputSchema>;
export type TeamParsed = z.output<typeof teamInputSchema>;

/** Spec §3 Team, with the standings derived from results (DESIGN §5.14). */
export const teamSchema = z.object({
  _id: z.string(),
  id: z.string(),
  name: z.string(),
  shortName: z.string(),
  logo: z.string().nullable(),
  captain: z.string().nullable(),
  players: z.array(z.string()),
  /** Standings position, 1 = top. */
  rank: z.number().int(),
  points: z.number().int(),
  matchesPlayed: z.number().int(),
  wins: z.number().int(),
  losses: z.number().int(),
  ties: z.number().int(),
  noResults: z.number().int(),
  netRunRate: z.number(),
});
export type Team = z.infer<typeof teamSchema>;

/** A batter's row as typed by hand; the caps guard typing slips (cricket/limits.ts). */
export const battingEntrySchema = z.object({
  player: text(60).min(1, scoreMessages.playerNameRequired),
  runs: count(limits.typedPlayerRuns, scoreLabels.runs),
  balls: count(limits.typedBallsFaced, scoreLabels.balls).optional(),
  // Every four and six is a ball faced.
  fours: count(limits.typedBallsFaced, scoreLabels.fours),
  sixes: count(limits.typedBallsFaced, scoreLabels.sixes),
  /** How the batter was out, e.g. "c Rao b Khan"; empty means not out. */
  howOut: text(80).optional(),
});

export const bowlingEntryInputSchema = z.object({
  player: text(60).min(1, scoreMessages.playerNameRequired),
  overs: oversSchema,
  // A maiden is a whole over: at most the bowler's overs, at most the innings' overs.
  maidens: count(limits.oversPerInnings.max, scoreLabels.maidens).optional(),
  runs: count(limits.typedPlayerRuns, scoreLabels.runs),
  wickets: count(limits.wicketsPerInnings, scoreLabels.wickets),
});

const cardRows = limits.squadOnCard;

export const inningsInputSchema = z.object({
  battingTeam: shortNameSchema,
  runs: count(limits.typedTeamRuns, scoreLabels.runs),
  wickets: count(limits.wicketsPerInnings, scoreLabels.wickets),
  overs: oversSchema,
  // Eleven a side (Law 1.1) and the replacements who came in (cricket/limits.ts).
  batting: z
    .array(battingEntrySchema)
    .max(cardRows, fillText(scoreMessages.tooManyBatters, { max: cardRows }))
    .optional(),
  bowling: z
    .array(bowlingEntryInputSchema)
    .max(cardRows, fillText(scoreMessages.tooManyBowlers, { max: cardRows }))
    .optional(),
});
export type InningsInput = z.input<typeof inningsInputSchema>;

/** A fixture: who plays whom, when and where. */
export const matchInputSchema = z.object({
  team1ShortName: shortNameSchema,
  team2ShortName: shortNameSchema,
  /** An instant, or a wall-clock time in the event's zone (issue 19), as the event's own times. */
  date: eventTimeSchema,
  venue: text(120).optional(),
  stage: z.enum(matchStages).default('league'),
  /** Absent: the tournament's format's overs (PUT …/tournament/format), else 20. */
  overs: z
    .number()
    .int()
    .min(limits.oversPerInnings.min, scoreMessages.oversMin)
    .max(
      limits.oversPerInnings.max,
      fillText(scoreMessages.tooManyOvers, { max: limits.oversPerInnings.max }),
    )
    .optional(),
});
export type MatchInput = z.input<typeof matchInputSchema>;
export type MatchParsed = z.output<typeof matchInputSchema>;

/** What the scorer saves during and after a match. */
export const scoreInputSchema = z.object({
  status: z.enum(matchStatuses),
  toss: z
    .object({ winner: shortNameSchema, decision: z.enum(['bat', 'bowl']) })
    .nullable()
    .optional(),
  // One innings a side (Law 12, limited overs); super overs are scored ball by ball only.
  innings: z.array(inningsInputSchema).max(2, scoreMessages.inningsMax),
  manOfTheMatch: text(60).optional(),
  /** Leave empty to have the result written from the totals ("Aces won by 5 wickets"). */
  result: text(200).optional(),
});
export type ScoreInput = z.input<typeof scoreInputSchema>;
export type ScoreParsed = z.output<typeof scoreInputSchema>;

/** Spec §3 Match and Scorecard, plus the detail the scorer records. */
export const matchSchema = z.object({
  _id: z.string(),
  id: z.string(),
  eventId: z.string(),
  date: z.string(),
  /** The event's IANA zone: the match's time is shown in it, named (issue 19). */
  timeZone: z.string(),
  team1ShortName: z.string(),
  team2ShortName: z.string(),
  team1Name: z.string(),
  team2Name: z.string(),
  venue: z.string().nullable(),
  stage: z.enum(matchStages),
  overs: z.number().int(),
  status: z.enum(matchStatuses),
  result: z.string().nullable(),
  winnerShortName: z.string().nullable(),
  toss: z.object({ winner: z.string(), decision: z.enum(['bat', 'bowl']) }).nullable(),
  innings: z.array(inningsSchema),
  /** How a shortened match's result was reached ("DLS", "D/L"), from its Cricsheet file. */
  method: z.string().nullable().optional(),
  /** What the match's Cricsheet file said it leaves out (noted, not refused). */
  missing: z.array(z.string()).optional(),
  /** Whether the innings come from balls (POST …/balls) rather than typed totals. */
  ballByBall: z.boolean().optional(),
  /** For a signed-in member (GET /api/matches/{id}): whether they follow it (issue 40). */
  following: z.boolean().optional(),
  /** Each side's playing XI, once named (PUT …/lineups). */
  lineups: z
    .object({ team1: z.array(z.string()), team2: z.array(z.string()) })
    .nullable()
    .optional(),
  /** Member ids named to score this match ball by ball (PUT …/scorers), besides its managers. */
  scorers: z.array(z.string()).optional(),
  /** How the match is played, for ball-by-ball scoring (issue 24). */
  format: z
    .object({
      oversPerInnings: z.number().int(),
      ballsPerOver: z.number().int(),
      playersPerSide: z.number().int(),
      oversPerBowler: z.number().int(),
      freeHits: z.boolean(),
      superOvers: z.boolean().optional(),
    })
    .optional(),
  scorecard: z.object({
    team1Batting: z.array(battingRowSchema),
    team1Bowling: z.array(bowlingEntrySchema),
    team2Batting: z.array(battingRowSchema),
    team2Bowling: z.array(bowlingEntrySchema),
    manOfTheMatch: z.string().nullable(),
  }),
  updatedAt: z.string(),
});
export type Match = z.infer<typeof matchSchema>;

/** Points a league match is worth (DESIGN §5.14 default: win 2, tie 1, no result 1, loss 0). */
export const pointsRuleSchema = z.object({
  win: count(10, scoreLabels.win),
  tie: count(10, scoreLabels.tie),
  noResult: count(10, scoreLabels.noResult),
  loss: count(10, scoreLabels.loss),
});
export type PointsRule = z.infer<typeof pointsRuleSchema>;

/** GET /api/events/{id}/tournament: teams in standings order and matches by start time. */
export const tournamentSchema = z.object({
  eventId: z.string(),
  eventTitle: z.string(),
  teams: z.array(teamSchema),
  matches: z.array(matchSchema),
  /** How many points each result is worth in this tournament. */
  points: pointsRuleSchema,
  /** Whether the caller may manage teams, fixtures and scores. */
  canManage: z.boolean(),
  /** The format new matches and line-ups take (issue 24); null: each match's own (T20 laws). */
  format: tournamentFormatSchema.nullable().optional(),
});
export type Tournament = z.infer<typeof tournamentSchema>;

/** One row's problem in an uploaded fixture CSV. */
export const importErrorSchema = z.object({ row: z.number().int(), message: z.string() });
export const importResultSchema = z.object({
  message: z.string(),
  created: z.number().int(),
  errors: z.array(importErrorSchema),
});
/** A refused upload (422): the rows' problems, with the machine code every error body has. */
export const importRejectedSchema = importResultSchema.extend({
  error: z.literal('invalid_rows'),
});
export const fixtureCsvHeader = 'date,team1,team2,venue,stage,overs';
