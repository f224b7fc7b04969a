import {
  tournamentMessages as messages,
  type PortalEvent,
  type MatchParsed,
  type ScoreInput,
  type TeamParsed,
  type Tournament,
  type TournamentFormat,
} from '@portal/contract';
import type { Database } from '../../db/client';
import { withValues } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';
import type { Viewer } from '../channels/access';
import { isUuid } from '../events/access';
import { findVisibleEvent, requireManagedEvent, toEvent } from '../events/service';
import { instantIn } from '../events/event-times';
import { tournamentServerMessages as texts } from './messages';
import * as repo from './repository';
import { ballMessages } from './balls/messages';
import { hasBalls } from './balls/repository';
import { decideScore, ScoreError } from './scorecard/scorecard';
import { teamsWithStandings, toMatch } from './scorecard/match-view';
import { defaultPoints, type PointsRule } from './standings/standings';
import { matchFormatOf, oversFor } from './tournament-format';

const notFound = (message: string) => new HttpError(404, 'not_found', message);

/** Events as the spec's event calls return them: each with its teams and matches (spec §3). */
export async function withTournaments(db: Database, events: PortalEvent[]): Promise<PortalEvent[]> {
  if (events.length === 0) return events;
  const ids = events.map((event) => event.id);
  const [teams, matches, rules] = await Promise.all([
    repo.teamsOfEvents(db, ids),
    repo.matchesOfEvents(db, ids),
    repo.pointsRules(db, ids),
  ]);
  return events.map((event) => {
    const own = teams.filter((team) => team.eventId === event.id);
    const games = matches.filter((match) => match.eventId === event.id);
    const byId = new Map(own.map((team) => [team.id, team]));
    return {
      ...event,
      teams: teamsWithStandings(own, games, rules.get(event.id) ?? defaultPoints),
      matches: games.map((match) => toMatch(match, byId, event.timeZone)),
    };
  });
}

export async function getTournament(
  db: Database,
  viewer: Viewer,
  eventId: string,
): Promise<Tournament> {
  const read = await findVisibleEvent(db, viewer, eventId);
  const [event] = await withTournaments(db, [toEvent(read)]);
  return {
    eventId: read.event.id,
    eventTitle: read.event.title,
    canManage: read.canManage,
    teams: event?.teams ?? [],
    matches: event?.matches ?? [],
    points: read.event.tournamentPoints ?? defaultPoints,
    format: read.event.tournamentFormat ?? null,
  };
}

/** Saves one of the tournament's settings and tells live viewers; answers the tournament. */
async function saveSetting(
  db: Database,
  viewer: Viewer,
  eventId: string,
  write: (tx: Database) => Promise<unknown>,
) {
  await requireManagedEvent(db, viewer, eventId);
  await db.transaction(async (tx) => {
    await write(tx);
    await repo.announceChange(tx, eventId);
  });
  return getTournament(db, viewer, eventId);
}

/** The format the tournament's new matches and line-ups take; existing matches keep theirs. */
export const setTournamentFormat = (
  db: Database,
  viewer: Viewer,
  eventId: string,
  format: TournamentFormat,
) => saveSetting(db, viewer, eventId, (tx) => repo.setTournamentFormat(tx, eventId, format));

/** The organisers set what a win, tie, no result and loss are worth; the table follows. */
export const setPointsRule = (db: Database, viewer: Viewer, eventId: string, rule: PointsRule) =>
  saveSetting(db, viewer, eventId, (tx) => repo.setPointsRule(tx, eventId, rule));

export async function getMatch(db: Database, viewer: Viewer, matchId: string) {
  const match = isUuid(matchId) ? await repo.findMatch(db, matchId) : undefined;
  if (!match) throw notFound(messages.matchNotFound);
  const { event } = await findVisibleEvent(db, viewer, match.eventId);
  const teams = await repo.listTeams(db, match.eventId);
  return toMatch(match, new Map(teams.map((team) => [team.id, team])), event.timeZone);
}

function normaliseTeam(input: TeamParsed) {
  return {
    name: input.name,
    shortName: input.shortName,
    logo: input.logo || null,
    captain: input.captain || null,
    players: input.players ?? [],
  };
}

const shortNameTaken = () =>
  new HttpError(409, 'duplicate', messages.shortNameTaken, { shortName: messages.shortNameTaken });

export async function addTeam(db: Database, viewer: Viewer, eventId: string, input: TeamParsed) {
  await requireManagedEvent(db, viewer, eventId);
  try {
    await db.transaction(async (tx) => {
      await repo.insertTeam(tx, { ...normaliseTeam(input), eventId });
      await repo.announceChange(tx, eventId);
    });
  } catch (error) {
    if (repo.isShortNameTaken(error)) throw shortNameTaken();
    throw error;
  }
  return getTournament(db, viewer, eventId);
}

async function managedTeam(db: Database, viewer: Viewer, teamId: string) {
  const team = isUuid(teamId) ? await repo.findTeam(db, teamId) : undefined;
  if (!team) throw notFound(messages.teamNotFound);
  await requireManagedEvent(db, viewer, team.eventId);
  return team;
}

export async function editTeam(db: Database, viewer: Viewer, teamId: string, input: TeamParsed) {
  const team = await managedTeam(db, viewer, teamId);
  try {
    await db.transaction(async (tx) => {
      await repo.updateTeam(tx, teamId, normaliseTeam(input));
      await repo.announceChange(tx, team.eventId);
    });
  } catch (error) {
    if (repo.isShortNameTaken(error)) throw shortNameTaken();
    throw error;
  }
  return getTournament(db, viewer, team.eventId);
}

export async function removeTeam(db: Database, viewer: Viewer, teamId: string) {
  const team = await managedTeam(db, viewer, teamId);
  if (await repo.teamHasMatches(db, teamId)) throw new HttpError(409, 'in_use', texts.teamInUse);
  await db.transaction(async (tx) => {
    await repo.deleteTeam(tx, teamId);
    await repo.announceChange(tx, team.eventId);
  });
}

/**
 * Fixtures by short name → rows with team ids; every name must belong to the event. A wall-clock
 * time is read in the event's zone (`timeZone`).
 */
async function fixtureRows(
  db: Database,
  eventId: string,
  event: { timeZone: string; tournamentFormat: TournamentFormat | null },
  fixtures: MatchParsed[],
) {
  const teams = new Map((await repo.listTeams(db, eventId)).map((team) => [team.shortName, team]));
  return fixtures.map((fixture, index) => {
    const team1 = teams.get(fixture.team1ShortName);
    const team2 = teams.get(fixture.team2ShortName);
    const field = !team1 ? 'team1ShortName' : !team2 ? 'team2ShortName' : null;
    if (field)
      throw new HttpError(
        400,
        'validation',
        withValues(texts.unknownShortName, { row: String(index + 1) }),
        { [field]: texts.unknownShortNameField },
      );
    if (team1!.id === team2!.id)
      throw new HttpError(400, 'validation', texts.playsItself, {
        team2ShortName: texts.playsItselfField,
      });
    return {
      eventId,
      team1Id: team1!.id,
      team2Id: team2!.id,
      startsAt: instantIn(fixture.date, event.timeZone, 'date'),
      venue: fixture.venue || null,
      stage: fixture.stage ?? 'league',
      overs: oversFor(fixture.overs, event.tournamentFormat),
    };
  });
}

export async function addMatches(
  db: Database,
  viewer: Viewer,
  eventId: string,
  fixtures: MatchParsed[],
) {
  const { event } = await requireManagedEvent(db, viewer, eventId);
  const rows = await fixtureRows(db, eventId, event, fixtures);
  const format = matchFormatOf(event.tournamentFormat);
  return db.transaction(async (tx) => {
    const created = await repo.insertMatches(
      tx,
      rows.map((row) => ({ ...row, format })),
    );
    await repo.announceChange(tx, eventId);
    return created.length;
  });
}

async function managedMatch(db: Database, viewer: Viewer, matchId: string) {
  const match = isUuid(matchId) ? await repo.findMatch(db, matchId) : undefined;
  if (!match) throw notFound(messages.matchNotFound);
  const { event } = await requireManagedEvent(db, viewer, match.eventId);
  return { ...match, event };
}

export async function editFixture(
  db: Database,
  viewer: Viewer,
  matchId: string,
  fixture: MatchParsed,
) {
  const match = await managedMatch(db, viewer, matchId);
  const [row] = await fixtureRows(db, match.eventId, match.event, [fixture]);
  // The balls were scored for these sides and this many overs: the card would not add up.
  const sidesChanged = row!.team1Id !== match.team1Id || row!.team2Id !== match.team2Id;
  if ((sidesChanged || row!.overs !== match.overs) && (await hasBalls(db, matchId)))
    throw new HttpError(
      409,
      'conflict',
      sidesChanged ? ballMessages.sidesLocked : ballMessages.formatLocked,
    );
  await db.transaction(async (tx) => {
    await repo.updateMatch(tx, matchId, row!);
    await repo.announceChange(tx, match.eventId);
  });
  return getMatch(db, viewer, matchId);
}

export async function removeMatch(db: Database, viewer: Viewer, matchId: string) {
  const match = await managedMatch(db, viewer, matchId);
  await db.transaction(async (tx) => {
    await repo.deleteMatch(tx, matchId);
    await repo.announceChange(tx, match.eventId);
  });
}

/** Saves the scorer's entry; every open match center hears of it through LISTEN/NOTIFY. */
export async function saveScore(
  db: Database,
  viewer: Viewer,
  matchId: string,
  input: ScoreInput,
  watch?: repo.MatchWatch,
) {
  const match = await managedMatch(db, viewer, matchId);
  // Once scored ball by ball, the totals come only from the balls.
  if (await hasBalls(db, matchId)) throw new HttpError(409, 'conflict', ballMessages.hasBalls);
  const [team1, team2] = await Promise.all([
    repo.findTeam(db, match.team1Id),
    repo.findTeam(db, match.team2Id),
  ]);
  let decision;
  try {
    decision = decideScore({ overs: match.overs, team1: team1!, team2: team2! }, input);
  } catch (error) {
    if (error instanceof ScoreError)
      throw new HttpError(400, 'validation', error.text, { [error.field]: error.text });
    throw error;
  }
  await db.transaction(async (tx) => {
    const before = await repo.updateMatchReturningBefore(tx, matchId, decision);
    if (watch && before && before !== decision.status)
      await watch(tx, matchId, before, decision.status);
    await repo.announceChange(tx, match.eventId);
  });
  return getMatch(db, viewer, matchId);
}
