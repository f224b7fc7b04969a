import { memberSavedSchema, type memberUpdateSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { membersQueryRoot } from './members-query-root';
import { memberApiPaths } from '../../../lib/member-api-paths';

export interface UpdateMemberVariables {
  id: string;
  input: z.output<typeof memberUpdateSchema>;
}

export function updateMember({ id, input }: UpdateMemberVariables) {
  return apiRequest(memberApiPaths.one(id), memberSavedSchema, { method: 'PUT', body: input });
}

export function useUpdateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryRoot }),
  });
}
