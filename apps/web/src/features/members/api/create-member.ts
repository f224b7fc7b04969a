import { memberSavedSchema, type memberInputSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { membersQueryRoot } from './members-query-root';
import { memberApiPaths } from '../../../lib/member-api-paths';

export type MemberInputParsed = z.output<typeof memberInputSchema>;

/** Adds a member; the server emails them an invitation to set a password. */
export function createMember(input: MemberInputParsed) {
  return apiRequest(memberApiPaths.list, memberSavedSchema, { method: 'POST', body: input });
}

/** Adds, then refreshes the directory and the running total. */
export function useCreateMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: membersQueryRoot }),
  });
}
