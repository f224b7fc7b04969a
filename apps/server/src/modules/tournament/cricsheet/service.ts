import { scoreMatch, type Cricsheet } from '@portal/contract';
import type { Database } from '../../../db/client';
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
  if (players.length > 30)
    throw new HttpError(400, 'validation', texts.tooManyPlayers, {
      [`info.players.${side.name}`]: texts.tooManyPlayers,
    });
  if (existing) return repo.updateTeam(tx, existing.id, { players });
  const shortName = shortNameFor(side.name, new Set(teams.map((team) => team.shortName)));
  const created = await repo.insertTeam(tx, { eventId, name: side.name, shortName, players });
  teams.push(created);
  return created;
}

export async function importCricsheet(
  db: Database,
  viewer: Viewer,
  eventId: string,
  doc: Cricsheet,
) {
  const { event } = await requireManagedEvent(db, viewer, eventId);
  const earlier = await repo.matchesOfEvents(db, [eventId]);
  const known = knownPeople(earlier.map((match) => match.format?.source?.registry));
  let plan: ImportPlan;
  try {
    plan = readCricsheet(doc, known);
  } catch (error) {
    if (error instanceof CricsheetProblem)
      throw new HttpError(400, 'validation', error.text, { [error.path]: error.text });
    throw error;
  }
  const startsAt = instantIn(`${plan.date}T10:00`, event.timeZone, 'info.dates');
  return db.transaction(async (tx) => {
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
        overs: oversPerInnings,
        lineup1: plan.team1.lineup,
        lineup2: plan.team2.lineup,
        format: Object.keys(plan.source).length > 0 ? { ...format, source: plan.source } : format,
        tossWinnerId: toss ? (toss.winner === 'team1' ? team1.id : team2.id) : null,
        tossDecision: toss?.decision ?? null,
      },
    ]);
    await insertBalls(tx, match!.id, plan.balls, viewer.userId);
    const sides = { team1, team2 };
    const score = scoreMatch(setupOf(match!, sides), plan.balls);
    await setMatchFields(tx, match!.id, derivedColumns(match!, sides, score));
    await repo.announceChange(tx, eventId);
    return match!.id;
  });
}
