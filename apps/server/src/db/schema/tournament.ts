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
  uuid,
} from 'drizzle-orm/pg-core';
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
  batting: BattingRecord[];
  bowling: BowlingRecord[];
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('matches_event_idx').on(table.eventId, table.startsAt),
    check('matches_two_teams', sql`${table.team1Id} <> ${table.team2Id}`),
  ],
);
