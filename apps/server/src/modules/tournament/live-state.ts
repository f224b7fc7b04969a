import type { LiveMatchSummary, LiveState } from '@portal/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { visitor } from '../channels/access';
import { findVisibleEvent } from '../events/service';
import { toMatch } from './scorecard/match-view';
import * as repo from './repository';

/** An event's live state as a visitor may see it, read once per change for all its viewers. */
export interface LoadedLiveState {
  /** Whether a visitor may see the event: if not, only a signed-in viewer's own check decides. */
  publicVisible: boolean;
  state: LiveState;
}

/** The score summary of the event's live matches (the whole card stays with GET …/tournament). */
export async function loadLiveState(db: Database, eventId: string): Promise<LoadedLiveState> {
  const updatedAt = new Date().toISOString();
  let timeZone: string;
  try {
    timeZone = (await findVisibleEvent(db, visitor, eventId)).event.timeZone;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode === 404)
      return { publicVisible: false, state: { eventId, updatedAt, matches: [] } };
    throw error;
  }
  const [teams, matches] = await Promise.all([
    repo.listTeams(db, eventId),
    repo.matchesOfEvents(db, [eventId]),
  ]);
  const byId = new Map(teams.map((team) => [team.id, team]));
  const live: LiveMatchSummary[] = matches
    .filter((match) => match.status === 'live')
    .map((match) => {
      const shown = toMatch(match, byId, timeZone);
      return {
        id: shown.id,
        team1ShortName: shown.team1ShortName,
        team2ShortName: shown.team2ShortName,
        status: shown.status,
        result: shown.result,
        innings: shown.innings.map(({ battingTeam, runs, wickets, overs }) => ({
          battingTeam,
          runs,
          wickets,
          overs,
        })),
      };
    });
  return { publicVisible: true, state: { eventId, updatedAt, matches: live } };
}
