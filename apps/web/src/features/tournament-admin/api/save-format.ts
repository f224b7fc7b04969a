import { tournamentSchema, type TournamentFormat } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshTournament } from './use-refresh-tournament';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

export function saveFormat({ eventId, format }: { eventId: string; format: TournamentFormat }) {
  return apiRequest(tournamentApiPaths.format(eventId), tournamentSchema, {
    method: 'PUT',
    body: format,
  });
}

export function useSaveFormat() {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: saveFormat,
    onSuccess: (tournament, { eventId }) => refresh(eventId, tournament),
  });
}
