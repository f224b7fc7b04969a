import { messageSchema, type MatchParsed } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { useRefreshTournament } from './use-refresh-tournament';

export function createMatch({ eventId, input }: { eventId: string; input: MatchParsed }) {
  return apiRequest(apiPaths.tournament.matches(eventId), messageSchema, {
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
