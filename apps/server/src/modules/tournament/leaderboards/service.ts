import type { Leaderboards } from '@portal/contract';
import type { Database } from '../../../db/client';
import type { Viewer } from '../../channels/access';
import { findVisibleEvent } from '../../events/service';
import { formatOf } from '../balls/laws-adapter';
import type { MatchRow } from '../repository';
import { foldLeaderboards } from './fold';
import * as repo from './repository';

// GET /api/events/{id}/tournament/leaderboards: folded once per change of the event's
// tournament, then served from memory until the fingerprint (one cheap query) moves.

interface Kept {
  version: string;
  boards: Leaderboards;
}

/** Enough for every live tournament; the oldest entry goes first when full. */
const KEPT_EVENTS = 200;
const kept = new Map<string, Kept>();

export const leaderboardsFolds = { count: 0 };

async function fold(db: Database, eventId: string) {
  const [rows, names] = await Promise.all([
    repo.countedMatches(db, eventId),
    repo.shortNames(db, eventId),
  ]);
  leaderboardsFolds.count += 1;
  const shortName = (id: string) => names.get(id) ?? '?';
  return foldLeaderboards(
    eventId,
    rows.map((row) => ({
      id: row.id,
      team1: shortName(row.team1Id),
      team2: shortName(row.team2Id),
      battingSides: row.innings.map((innings) => shortName(innings.battingTeamId)),
      innings: row.innings,
      ballsPerOver: formatOf(row as MatchRow).ballsPerOver,
    })),
  );
}

export async function getLeaderboards(
  db: Database,
  viewer: Viewer,
  eventId: string,
): Promise<Leaderboards> {
  const read = await findVisibleEvent(db, viewer, eventId);
  const id = read.event.id;
  const version = await repo.tournamentVersion(db, id);
  const hit = kept.get(id);
  if (hit && hit.version === version) return hit.boards;
  const boards = await fold(db, id);
  kept.delete(id);
  kept.set(id, { version, boards });
  if (kept.size > KEPT_EVENTS) kept.delete(kept.keys().next().value!);
  return boards;
}
