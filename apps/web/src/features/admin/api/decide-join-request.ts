import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alumniApiPaths } from '../../../lib/alumni-api-paths';
import { joinRequestsQueryRoot } from './get-join-requests';

export type JoinDecision =
  { userId: string; approve: true } | { userId: string; approve: false; reason?: string };

/** The answer's body is the server's to choose (a message or the person); it is not read. */
export function decideJoinRequest(decision: JoinDecision): Promise<unknown> {
  if (decision.approve)
    return apiRequest(alumniApiPaths.admin.approveJoin(decision.userId), undefined, {
      method: 'POST',
    });
  const reason = decision.reason?.trim();
  return apiRequest(alumniApiPaths.admin.rejectJoin(decision.userId), undefined, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
}

/** Approves or rejects a sign-up; the list is asked again either way (another admin may act). */
export function useDecideJoinRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideJoinRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: joinRequestsQueryRoot }),
  });
}
