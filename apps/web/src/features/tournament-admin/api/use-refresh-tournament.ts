import { useQueryClient } from '@tanstack/react-query';
import { getTournamentQueryOptions, type Tournament } from '../../../lib/tournament-queries';

/**
 * After any change to teams, fixtures or scores: take the tournament the server returned (when it
 * returns one) and ask again, so standings derived on the server are current everywhere.
 */
export function useRefreshTournament() {
  const queryClient = useQueryClient();
  return (eventId: string, fresh?: Tournament) => {
    const { queryKey } = getTournamentQueryOptions(eventId);
    if (fresh) queryClient.setQueryData(queryKey, fresh);
    return queryClient.invalidateQueries({ queryKey });
  };
}
