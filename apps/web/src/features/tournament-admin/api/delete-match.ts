import { messageSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshTournament } from './use-refresh-tournament';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

export function deleteMatch({ matchId }: { eventId: string; matchId: string }) {
  return apiRequest(tournamentApiPaths.match(matchId), messageSchema, { method: 'DELETE' });
}

export function useDeleteMatch() {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: deleteMatch,
    onSuccess: (_, { eventId }) => refresh(eventId),
  });
}
