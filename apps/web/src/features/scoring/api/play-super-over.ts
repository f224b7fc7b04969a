import { matchSchema, type Match } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';
import { getScorerMatchQueryOptions } from './get-match';

/**
 * A tie played off (issue 41): the same line-ups, the format's super overs turned on. The server
 * allows it once the match has ended level, and nothing else about the format may change.
 */
async function playSuperOver(match: Match) {
  if (!match.lineups) throw new Error('No line-ups');
  return apiRequest(tournamentApiPaths.lineups(match.id), matchSchema, {
    method: 'PUT',
    body: { ...match.lineups, format: { superOvers: true } },
  });
}

export function usePlaySuperOver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: playSuperOver,
    onSuccess: (match) =>
      queryClient.setQueryData(getScorerMatchQueryOptions(match.id).queryKey, match),
  });
}
