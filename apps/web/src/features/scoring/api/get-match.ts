import { matchSchema, type Match } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

export type { Match };

/** The match as the scorer opens it (line-ups, format, toss, who may score). */
export function getScorerMatchQueryOptions(matchId: string) {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'match', matchId],
    queryFn: ({ signal }) => apiRequest(tournamentApiPaths.match(matchId), matchSchema, { signal }),
    networkMode: 'offlineFirst',
  });
}

export const useScorerMatch = (matchId: string) => useQuery(getScorerMatchQueryOptions(matchId));
