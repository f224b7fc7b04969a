import { matchSchema, type LineupsInput, type TossInput } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getScorerMatchQueryOptions } from './get-match';
import { tournamentApiPaths } from '../../../lib/tournament-api-paths';

interface SetupInput {
  matchId: string;
  lineups: LineupsInput;
  /** Left out when the toss is already recorded. */
  toss: TossInput | null;
}

/** Line-ups, then the toss: both before the first ball, each answered with the match. */
async function saveSetup({ matchId, lineups, toss }: SetupInput) {
  let match = await apiRequest(tournamentApiPaths.lineups(matchId), matchSchema, {
    method: 'PUT',
    body: lineups,
  });
  if (toss)
    match = await apiRequest(tournamentApiPaths.toss(matchId), matchSchema, {
      method: 'PUT',
      body: toss,
    });
  return match;
}

export function useSaveSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveSetup,
    onSuccess: (match, { matchId }) =>
      queryClient.setQueryData(getScorerMatchQueryOptions(matchId).queryKey, match),
  });
}
