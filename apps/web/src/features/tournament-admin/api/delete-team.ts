import { messageSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshTournament } from './use-refresh-tournament';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

/** Refused with 409 while the team has matches. */
export function deleteTeam({ teamId }: { eventId: string; teamId: string }) {
  return apiRequest(tournamentApiPaths.team(teamId), messageSchema, { method: 'DELETE' });
}

export function useDeleteTeam() {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: deleteTeam,
    onSuccess: (_, { eventId }) => refresh(eventId),
  });
}
