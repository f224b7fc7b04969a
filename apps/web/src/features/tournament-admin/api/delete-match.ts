import { messageSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { useRefreshTournament } from './use-refresh-tournament';

export function deleteMatch({ matchId }: { eventId: string; matchId: string }) {
  return apiRequest(apiPaths.tournament.match(matchId), messageSchema, { method: 'DELETE' });
}

export function useDeleteMatch() {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: deleteMatch,
    onSuccess: (_, { eventId }) => refresh(eventId),
  });
}
