import { tournamentSchema, type Match, type Team, type Tournament } from '@portal/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { eventsQueryRoot } from './event-queries';
import { useLiveFeed } from './live/use-live-feed';
import { tournamentApiPaths } from './tournament-api-paths';

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
        tournamentApiPaths.ofEvent(eventId),
        import.meta.env.DEV ? tournamentSchema : undefined,
        { signal },
      ),
  });
}

/**
 * The event's teams (standings order) and matches, kept live: while mounted, the event's live
 * feed (one connection shared by the whole browser, lib/live) says when anything changes and the
 * query refetches; a first state needs no refetch, a state after a gap too old to replay does.
 */
export function useTournament(eventId: string | undefined, { live = true } = {}) {
  const queryClient = useQueryClient();
  const query = useQuery({
    ...getTournamentQueryOptions(eventId ?? ''),
    enabled: Boolean(eventId),
  });
  useLiveFeed(eventId, {
    enabled: live,
    onUpdate: (reason) => {
      if (eventId && (reason === 'change' || reason === 'resync'))
        void queryClient.invalidateQueries({
          queryKey: getTournamentQueryOptions(eventId).queryKey,
        });
    },
  });
  return query;
}
