import { tournamentSchema, type TournamentFormat } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { useRefreshTournament } from './use-refresh-tournament';

export function saveFormat({ eventId, format }: { eventId: string; format: TournamentFormat }) {
  return apiRequest(apiPaths.tournament.format(eventId), tournamentSchema, {
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
