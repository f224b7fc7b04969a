import type { CricketFormat, InningsCard, MatchOutcome, WicketKind } from '@portal/contract';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  primaryKey,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { events } from './events';

export const teams = pgTable(
  'teams',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    // Upper-cased; how fixtures and scorecards name the team (spec §3 team1ShortName).
    shortName: text('short_name').notNull(),
    logo: text('logo'),
    captain: text('captain'),
    players: jsonb('players').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('teams_event_short_name_key').on(table.eventId, table.shortName)],
);

export interface BattingRecord {
  player: string;
  runs: number;
  balls?: number;
  fours: number;
  sixes: number;
  howOut?: string;
}

export interface BowlingRecord {
  player: string;
  balls: number;
  maidens: number;
  runs: number;
  wickets: number;
}

/** One side's innings; the scorecard is saved whole by the scorer, so it lives with the match. */
export interface InningsRecord {
  battingTeamId: string;
  runs: number;
  wickets: number;
  balls: number;
  /** Set where the balls say so (a side of fewer than 11 is all out sooner); else 10 wickets. */
  allOut?: boolean;
  /** A tie's super over: shown, but not in net run rate or the leaderboards (issue 41). */
  superOver?: boolean;
  /** Legal balls the innings was cut to (rain, a revised target), when fewer than its overs. */
  quotaBalls?: number;
  batting: BattingRecord[];
  bowling: BowlingRecord[];
}

/** What the balls say, derived whenever they change (issue 24); null for hand-typed matches. */
export interface BallCard {
  innings: InningsCard[];
  result: MatchOutcome | null;
}

export const matches = pgTable(
  'matches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    team1Id: uuid('team1_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    team2Id: uuid('team2_id')
      .notNull()
      .references(() => teams.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    venue: text('venue'),
    stage: text('stage', { enum: ['league', 'playoff'] })
      .notNull()
      .default('league'),
    overs: integer('overs').notNull().default(20),
    status: text('status', { enum: ['scheduled', 'live', 'completed', 'abandoned'] })
      .notNull()
      .default('scheduled'),
    tossWinnerId: uuid('toss_winner_id').references(() => teams.id, { onDelete: 'set null' }),
    tossDecision: text('toss_decision', { enum: ['bat', 'bowl'] }),
    innings: jsonb('innings').$type<InningsRecord[]>().notNull().default([]),
    outcome: text('outcome', { enum: ['win', 'tie', 'no_result'] }),
    winnerId: uuid('winner_id').references(() => teams.id, { onDelete: 'set null' }),
    result: text('result'),
    manOfTheMatch: text('man_of_the_match'),
    // Each side's playing XI for ball-by-ball scoring, from its squad (issue 24).
    lineup1: jsonb('lineup1').$type<string[]>(),
    lineup2: jsonb('lineup2').$type<string[]>(),
    // Members an organiser named to score this match.
    scorers: jsonb('scorers').$type<string[]>().notNull().default([]),
    ballCard: jsonb('ball_card').$type<BallCard>(),
    // Where the match's format differs from its overs' default (cricket/types.ts defaultFormat).
    format: jsonb('format').$type<StoredFormat>(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('matches_event_idx').on(table.eventId, table.startsAt),
    check('matches_two_teams', sql`${table.team1Id} <> ${table.team2Id}`),
  ],
);

/** One delivery as the scorer sent it; `seq` is the scorer's own 1, 2, 3… per match. */
export const matchBalls = pgTable(
  'match_balls',
  {
    matchId: uuid('match_id')
      .notNull()
      .references(() => matches.id, { onDelete: 'cascade' }),
    seq: integer('seq').notNull(),
    innings: integer('innings').notNull(),
    // The ball without seq and innings (striker, nonStriker, bowler, runs, extra, wicket, commentary).
    ball: jsonb('ball').$type<StoredBall>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'match_balls_match_seq_key', columns: [table.matchId, table.seq] }),
  ],
);

/**
 * A match's `format` column: where its format differs from its overs' default, and for a match
 * imported from Cricsheet what the file said that is no part of the play (ADR 0050).
 */
export type StoredFormat = Partial<Omit<CricketFormat, 'oversPerInnings'>> & {
  source?: MatchSource;
};

export interface MatchSource {
  /** Cricsheet's match id (its file's name), so the same file is not imported twice. */
  cricsheetId?: string;
  /** Cricsheet's registry: each player's id, so the same person is one player across files. */
  registry?: Record<string, string>;
  /** What the file says it leaves out (Cricsheet's `missing`), as written. */
  missing?: string[];
  /** Who came in for whom (impact player, concussion substitute), by the ball they came with. */
  replacements?: MatchReplacement[];
  /**
   * Penalty runs awarded after an innings' last ball (Law 41.17), by innings number: in the
   * log they are a record after that ball, as a penalty on the ball is, so the file's telling
   * is kept for the export.
   */
  penaltiesAfter?: Record<string, number>;
  /** The file's playoff stage ("Qualifier 1", "Final"): the match is a playoff. */
  stage?: string;
}

export interface MatchReplacement {
  seq: number;
  in: string;
  out?: string;
  team?: string;
  reason?: string;
}

export interface StoredBall {
  striker: string;
  nonStriker: string;
  bowler: string;
  runs: number;
  extra: { type: 'wide' | 'noball' | 'bye' | 'legbye' | 'penalty'; runs: number } | null;
  wicket: { kind: WicketKind; playerOut: string; fielder: string | null } | null;
  commentary: string | null;
  /** Law 17.8: this bowler finished another's over (absent on balls stored before). */
  replacesBowler?: boolean;
}
