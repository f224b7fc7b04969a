import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client';
import { memberApiPaths } from '../../../lib/member-api-paths';
import { membersQueryRoot } from './members-query-root';

/** Issue 38: a site admin turns off a member's two-step sign-in (lost phone); `{ message }`. */
export function resetTwoFactor(id: string) {
  return apiRequest(memberApiPaths.twoFactor(id), messageSchema, { method: 'DELETE' });
}

export function useResetTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetTwoFactor,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryRoot }),
  });
}
