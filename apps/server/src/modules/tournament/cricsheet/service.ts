import { cricketLimits, scoreMatch, type Cricsheet } from '@portal/contract';
import type { Database } from '../../../db/client';
import { withValues } from '../../../i18n/server-text';
import { HttpError } from '../../../plugins/errors';
import type { Viewer } from '../../channels/access';
import { isUuid } from '../../events/access';
import { instantIn } from '../../events/event-times';
import { findVisibleEvent, requireManagedEvent } from '../../events/service';
import { derive, derivedColumns, setupOf } from '../balls/laws-adapter';
import { insertBalls, listBalls, setMatchFields } from '../balls/repository';
import * as repo from '../repository';
import { tournamentMessages } from '@portal/contract';
import { toCricsheet } from './export';
import { CricsheetProblem } from './import';
import { readCricsheet, type ImportPlan } from './plan';
import { knownPeople } from './registry';
import { cricsheetMessages as texts } from './messages';

// GET /api/matches/{id}/cricsheet and POST /api/events/{id}/matches/cricsheet (issue 24).

const dayIn = (instant: Date, timeZone: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);

export async function exportCricsheet(db: Database, viewer: Viewer, matchId: string) {
  const match = isUuid(matchId) ? await repo.findMatch(db, matchId) : undefined;
  if (!match) throw new HttpError(404, 'not_found', tournamentMessages.matchNotFound);
  const { event } = await findVisibleEvent(db, viewer, match.eventId);
  if (!match.ballCard) throw new HttpError(409, 'conflict', texts.notBallByBall);
  const [team1, team2] = await Promise.all([
    repo.findTeam(db, match.team1Id),
    repo.findTeam(db, match.team2Id),
  ]);
  const derived = derive(match, { team1: team1!, team2: team2! }, await listBalls(db, matchId));
  const tossWinner = [team1!, team2!].find((team) => team.id === match.tossWinnerId);
  return toCricsheet({
    ...derived,
    date: dayIn(match.startsAt, event.timeZone),
    eventTitle: event.title,
    venue: match.venue,
    source: match.format?.source,
    toss:
      tossWinner && match.tossDecision
        ? { winner: tossWinner.shortName, decision: match.tossDecision }
        : null,
  });
}

/** A short name from the team's name: initials ("Mumbai Indians" → MI), unique in the event. */
function shortNameFor(name: string, taken: Set<string>) {
  const initials = name
    .split(/\s+/)
    .map((word) => word.replace(/[^A-Za-z0-9]/g, '').charAt(0))
    .join('')
    .toUpperCase();
  const letters = name.replace(/[^A-Za-z0-9]/g, '').toUpperCase();
  let base = (initials.length >= 2 ? initials : letters.slice(0, 3)).slice(0, 4);
  if (base.length < 2) base = 'TM';
  for (let n = 0; ; n += 1) {
    const candidate = n === 0 ? base : `${base}${n + 1}`.slice(0, 6);
    if (!taken.has(candidate)) return candidate;
  }
}

/** Finds the event's team of this name (or makes it) and adds the line-up to its players. */
async function teamFor(
  tx: Database,
  eventId: string,
  side: ImportPlan['team1'],
  teams: repo.TeamRow[],
) {
  const existing = teams.find(
    (team) => team.name.trim().toLowerCase() === side.name.trim().toLowerCase(),
  );
  const players = [...new Set([...(existing?.players ?? []), ...side.lineup])];
  if (players.length > cricketLimits.importedSquad) {
    const text = withValues(texts.tooManyPlayers, { max: cricketLimits.importedSquad });
    throw new HttpError(400, 'validation', text, { [`info.players.${side.name}`]: text });
  }
  if (existing) return repo.updateTeam(tx, existing.id, { players });
  const shortName = shortNameFor(side.name, new Set(teams.map((team) => team.shortName)));
  const created = await repo.insertTeam(tx, { eventId, name: side.name, shortName, players });
  teams.push(created);
  return created;
}

/** Where a file came from, for knowing it again: Cricsheet names its files by match id. */
export interface FileOrigin {
  cricsheetId?: string;
}

/** The event's match already made from this file: the same Cricsheet id, or day and teams. */
function sameMatch(
  plan: ImportPlan,
  origin: FileOrigin,
  earlier: repo.ImportedMatchKey[],
  timeZone: string,
) {
  const names = [plan.team1.name, plan.team2.name].map((name) => name.trim().toLowerCase()).sort();
  return earlier.find(
    (match) =>
      (origin.cricsheetId !== undefined && match.cricsheetId === origin.cricsheetId) ||
      (match.scored &&
        dayIn(match.startsAt, timeZone) === plan.date &&
        JSON.stringify(match.teamNames.map((name) => name.trim().toLowerCase()).sort()) ===
          JSON.stringify(names)),
  );
}

/** The file read into a plan, or a 400 naming its first bad field. */
function planOf(doc: Cricsheet, known: Map<string, string>): ImportPlan {
  try {
    return readCricsheet(doc, known);
  } catch (error) {
    if (error instanceof CricsheetProblem)
      throw new HttpError(400, 'validation', error.text, { [error.path]: error.text });
    throw error;
  }
}

/**
 * One Cricsheet match into the event, all or nothing; a file already imported (ADR 0050) is
 * not imported twice: its match is answered with `duplicate`.
 */
export async function importCricsheet(
  db: Database,
  viewer: Viewer,
  eventId: string,
  doc: Cricsheet,
  origin: FileOrigin = {},
): Promise<{ matchId: string; duplicate: boolean }> {
  const { event } = await requireManagedEvent(db, viewer, eventId);
  return db.transaction(async (tx) => {
    // One import at a time per event, so two uploads of one file cannot both get in.
    await repo.lockEventImports(tx, eventId);
    const keys = await repo.importedMatchKeys(tx, eventId);
    const plan = planOf(doc, knownPeople(keys.map((match) => match.registry)));
    const earlier = sameMatch(plan, origin, keys, event.timeZone);
    if (earlier) return { matchId: earlier.id, duplicate: true };
    const startsAt = instantIn(`${plan.date}T10:00`, event.timeZone, 'info.dates');
    const source = {
      ...plan.source,
      ...(origin.cricsheetId ? { cricsheetId: origin.cricsheetId } : {}),
    };
    const teams = await repo.listTeams(tx, eventId);
    const team1 = await teamFor(tx, eventId, plan.team1, teams);
    const team2 = await teamFor(tx, eventId, plan.team2, teams);
    const { oversPerInnings, ...format } = plan.format;
    const toss = plan.toss;
    const [match] = await repo.insertMatches(tx, [
      {
        eventId,
        team1Id: team1.id,
        team2Id: team2.id,
        startsAt,
        venue: plan.venue,
        stage: plan.stage,
        overs: oversPerInnings,
        lineup1: plan.team1.lineup,
        lineup2: plan.team2.lineup,
        format: Object.keys(source).length > 0 ? { ...format, source } : format,
        tossWinnerId: toss ? (toss.winner === 'team1' ? team1.id : team2.id) : null,
        tossDecision: toss?.decision ?? null,
      },
    ]);
    await insertBalls(tx, match!.id, plan.balls, viewer.userId);
    const sides = { team1, team2 };
    const score = scoreMatch(setupOf(match!, sides), plan.balls);
    await setMatchFields(tx, match!.id, derivedColumns(match!, sides, score));
    await repo.announceChange(tx, eventId);
    return { matchId: match!.id, duplicate: false };
  });
}
