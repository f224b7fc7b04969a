import { matchSchema, type ScoreParsed } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getMatchQueryOptions } from './get-match';
import { useRefreshTournament } from './use-refresh-tournament';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

export function saveScore({ matchId, input }: { matchId: string; input: ScoreParsed }) {
  return apiRequest(tournamentApiPaths.score(matchId), matchSchema, {
    method: 'PUT',
    body: input,
  });
}

/** Saves, keeps the returned match (with its result) and refreshes the event's tournament. */
export function useSaveScore() {
  const queryClient = useQueryClient();
  const refresh = useRefreshTournament();
  return useMutation({
    mutationFn: saveScore,
    onSuccess: (match, { matchId }) => {
      queryClient.setQueryData(getMatchQueryOptions(matchId).queryKey, match);
      void refresh(match.eventId);
    },
  });
}
