import { ballLogSchema, leaderboardsSchema } from '@portal/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getTournamentQueryOptions } from '../../../lib/tournament-queries';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

// Read under the tournament's own query key, so the live feed's `change` (useTournament, which
// invalidates that key and everything under it) refetches the ball log and the leaderboards too,
// without a second connection. The schemas check the answers in development and tests only
// (ADR 20): a production bundle leaves zod out.

/** GET /api/matches/{id}/balls: the match's balls with their commentary, while enabled. */
export function useBallLog(eventId: string, matchId: string, enabled = true) {
  return useQuery({
    queryKey: [...getTournamentQueryOptions(eventId).queryKey, 'balls', matchId],
    queryFn: ({ signal }) =>
      apiRequest(
        tournamentApiPaths.balls(matchId),
        import.meta.env.DEV ? ballLogSchema : undefined,
        {
          signal,
        },
      ),
    enabled,
  });
}

/** GET /api/events/{id}/tournament/leaderboards. */
export function useLeaderboards(eventId: string) {
  return useQuery({
    queryKey: [...getTournamentQueryOptions(eventId).queryKey, 'leaderboards'],
    queryFn: ({ signal }) =>
      apiRequest(
        tournamentApiPaths.leaderboards(eventId),
        import.meta.env.DEV ? leaderboardsSchema : undefined,
        { signal },
      ),
  });
}
