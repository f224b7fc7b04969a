import { ballLogSchema, type BallLog } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

export type { BallLog };

export function getBallLogQueryOptions(matchId: string) {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'match', matchId, 'balls'],
    queryFn: ({ signal }) =>
      apiRequest(tournamentApiPaths.balls(matchId), ballLogSchema, { signal }),
    // The scorer's screen reads the log once and then keeps it from the server's answers; a
    // background refetch at the ground would only spend the little signal there is.
    staleTime: Infinity,
    networkMode: 'offlineFirst',
  });
}

export function useBallLog(matchId: string) {
  return useQuery(getBallLogQueryOptions(matchId));
}
