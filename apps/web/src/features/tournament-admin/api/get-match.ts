import { matchSchema, type Match } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

export type { Match };

export function getMatchQueryOptions(matchId: string) {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'match', matchId],
    queryFn: ({ signal }) => apiRequest(tournamentApiPaths.match(matchId), matchSchema, { signal }),
  });
}

export function useMatch(matchId: string) {
  return useQuery(getMatchQueryOptions(matchId));
}
