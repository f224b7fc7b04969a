import { tournamentSchema, type PointsRule } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshTournament } from './use-refresh-tournament';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

export function savePoints({ eventId, rule }: { eventId: string; rule: PointsRule }) {
  return apiRequest(tournamentApiPaths.points(eventId), tournamentSchema, {
    method: 'PUT',
    body: rule,
  });
}

export function useSavePoints() {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: savePoints,
    onSuccess: (tournament, { eventId }) => refresh(eventId, tournament),
  });
}
