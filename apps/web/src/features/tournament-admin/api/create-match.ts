import { messageSchema, type MatchParsed } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshTournament } from './use-refresh-tournament';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

export function createMatch({ eventId, input }: { eventId: string; input: MatchParsed }) {
  return apiRequest(tournamentApiPaths.matches(eventId), messageSchema, {
    method: 'POST',
    body: input,
  });
}

export function useCreateMatch() {
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: createMatch,
    onSuccess: (_, { eventId }) => refresh(eventId),
  });
}
