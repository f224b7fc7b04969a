import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { violatedUniqueConstraint } from '../../db/unique-violation';
import { events, matches, teams, type MatchSource } from '../../db/schema/index';
import type { PointsRule } from './standings/standings';
import type { TournamentFormat } from '@portal/contract';

// All SQL for teams and matches lives here.

export type TeamRow = typeof teams.$inferSelect;
export type MatchRow = typeof matches.$inferSelect;

export const listTeams = (db: Database, eventId: string) =>
  db.select().from(teams).where(eq(teams.eventId, eventId)).orderBy(asc(teams.name));

export async function findTeam(db: Database, id: string) {
  const [row] = await db.select().from(teams).where(eq(teams.id, id));
  return row;
}

export async function findMatch(db: Database, id: string) {
  const [row] = await db.select().from(matches).where(eq(matches.id, id));
  return row;
}

export async function insertTeam(db: Database, values: typeof teams.$inferInsert) {
  const [row] = await db.insert(teams).values(values).returning();
  return row!;
}

export async function updateTeam(
  db: Database,
  id: string,
  values: Partial<typeof teams.$inferInsert>,
) {
  const [row] = await db.update(teams).set(values).where(eq(teams.id, id)).returning();
  return row!;
}

export async function teamHasMatches(db: Database, teamId: string) {
  const [row] = await db
    .select({ id: matches.id })
    .from(matches)
    .where(or(eq(matches.team1Id, teamId), eq(matches.team2Id, teamId)))
    .limit(1);
  return Boolean(row);
}

export const deleteTeam = (db: Database, id: string) => db.delete(teams).where(eq(teams.id, id));

export const insertMatches = (db: Database, rows: (typeof matches.$inferInsert)[]) =>
  db.insert(matches).values(rows).returning();

export async function updateMatch(
  db: Database,
  id: string,
  values: Partial<typeof matches.$inferInsert>,
) {
  const [row] = await db
    .update(matches)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(matches.id, id))
    .returning();
  return row!;
}

/** As updateMatch, under the row's lock, answering the status it had before. */
export async function updateMatchReturningBefore(
  db: Database,
  id: string,
  values: Partial<typeof matches.$inferInsert>,
) {
  const [locked] = await db
    .select({ status: matches.status })
    .from(matches)
    .where(eq(matches.id, id))
    .for('update');
  await updateMatch(db, id, values);
  return locked?.status;
}

export const deleteMatch = (db: Database, id: string) =>
  db.delete(matches).where(eq(matches.id, id));

/**
 * Called in the scoring transaction when a match's status changes (ADR 60: its followers are
 * told, by a job queued in that transaction).
 */
export type MatchWatch = (
  tx: Database,
  matchId: string,
  from: MatchRow['status'],
  to: MatchRow['status'],
) => Promise<void>;

/** Tells every server process's live listeners that this event's tournament changed. */
export async function announceChange(db: Database, eventId: string) {
  await db.execute(sql`select pg_notify('tournament', ${eventId})`);
}

export function isShortNameTaken(error: unknown): boolean {
  return violatedUniqueConstraint(error) === 'teams_event_short_name_key';
}

export const teamsOfEvents = (db: Database, eventIds: string[]) =>
  db.select().from(teams).where(inArray(teams.eventId, eventIds)).orderBy(asc(teams.name));

/** Which of these events have a tournament (a team or a match): ids only, for lists (issue 36). */
export async function eventsWithTournament(db: Database, eventIds: string[]): Promise<Set<string>> {
  if (eventIds.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ eventId: teams.eventId })
    .from(teams)
    .where(inArray(teams.eventId, eventIds))
    .union(
      db
        .selectDistinct({ eventId: matches.eventId })
        .from(matches)
        .where(inArray(matches.eventId, eventIds)),
    );
  return new Set(rows.map((row) => row.eventId));
}

export const matchesOfEvents = (db: Database, eventIds: string[]) =>
  db
    .select()
    .from(matches)
    .where(inArray(matches.eventId, eventIds))
    .orderBy(asc(matches.startsAt), asc(matches.id));

/** Each event's own points rule, where it has one. */
export async function pointsRules(db: Database, eventIds: string[]) {
  const rows = await db
    .select({ id: events.id, rule: events.tournamentPoints })
    .from(events)
    .where(inArray(events.id, eventIds));
  return new Map(rows.flatMap((row) => (row.rule ? [[row.id, row.rule] as const] : [])));
}

export const setPointsRule = (db: Database, eventId: string, rule: PointsRule) =>
  db.update(events).set({ tournamentPoints: rule }).where(eq(events.id, eventId));

export const setTournamentFormat = (db: Database, eventId: string, format: TournamentFormat) =>
  db.update(events).set({ tournamentFormat: format }).where(eq(events.id, eventId));

export async function tournamentFormatOf(db: Database, eventId: string) {
  const [row] = await db
    .select({ format: events.tournamentFormat })
    .from(events)
    .where(eq(events.id, eventId));
  return row?.format ?? null;
}

export interface ImportedMatchKey {
  id: string;
  startsAt: Date;
  teamNames: string[];
  /** Whether it has balls (a fixture still to be played is not the file's match). */
  scored: boolean;
  cricsheetId?: string;
  registry?: Record<string, string>;
}

/** What knows a Cricsheet file again: each match's day, teams' names and file id (ADR 0050). */
export async function importedMatchKeys(
  db: Database,
  eventId: string,
): Promise<ImportedMatchKey[]> {
  const rows = await db
    .select({
      id: matches.id,
      startsAt: matches.startsAt,
      team1: sql<string>`(select name from teams where id = ${matches.team1Id})`,
      team2: sql<string>`(select name from teams where id = ${matches.team2Id})`,
      source: sql<MatchSource | null>`${matches.format} -> 'source'`,
      scored: sql<boolean>`${matches.ballCard} is not null`,
    })
    .from(matches)
    .where(eq(matches.eventId, eventId));
  return rows.map((row) => ({
    id: row.id,
    startsAt: row.startsAt,
    teamNames: [row.team1, row.team2],
    scored: row.scored,
    ...(row.source?.cricsheetId ? { cricsheetId: row.source.cricsheetId } : {}),
    ...(row.source?.registry ? { registry: row.source.registry } : {}),
  }));
}

/** Held to the end of the transaction: one Cricsheet import at a time in an event. */
export async function lockEventImports(db: Database, eventId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cricsheet:${eventId}`}))`);
}
