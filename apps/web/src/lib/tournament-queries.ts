import { tournamentSchema, type Match, type Team, type Tournament } from '@portal/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from './api-client';
import { eventsQueryRoot } from './event-queries';
import { apiPaths } from './paths';

// The first visit reads these: their answers are checked against the schema in development and
// tests only, so a production build leaves the schema, and zod, out of it (ADR 20, api-client.ts).

// In lib because the points table, schedule, match center, event details tabs and the
// organisers' screens all read one event's tournament.

export type { Match, Team, Tournament };

export function getTournamentQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'tournament', eventId],
    queryFn: ({ signal }) =>
      apiRequest(
        apiPaths.tournament.ofEvent(eventId),
        import.meta.env.DEV ? tournamentSchema : undefined,
        { signal },
      ),
  });
}

/**
 * The event's teams (standings order) and matches, kept live: while mounted, a Server-Sent
 * Events stream tells us when anything changes and the query refetches. EventSource reconnects
 * by itself after a drop; on every (re)connect we refetch in case something was missed.
 */
export function useTournament(eventId: string | undefined, { live = true } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...getTournamentQueryOptions(eventId ?? ''),
    enabled: Boolean(eventId),
  });
  useEffect(() => {
    if (!eventId || !live || typeof EventSource === 'undefined') return;
    const source = new EventSource(apiPaths.tournament.live(eventId));
    const refresh = () =>
      void queryClient.invalidateQueries({ queryKey: getTournamentQueryOptions(eventId).queryKey });
    source.addEventListener('change', refresh);
    source.addEventListener('open', refresh);
    return () => source.close();
  }, [eventId, live, queryClient]);
  return query;
}
