import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messageSchema } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client';
import { membersQueryRoot } from './members-query-root';
import { memberApiPaths } from '../../../lib/member-api-paths';

/** Answers `{ message }`. */
export function deleteMember(id: string) {
  return apiRequest(memberApiPaths.one(id), messageSchema, { method: 'DELETE' });
}

export function useDeleteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryRoot }),
  });
}
