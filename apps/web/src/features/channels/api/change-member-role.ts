import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys } from './channel-keys';
import { optionalMessageSchema } from './optional-message';
import { channelApiPaths } from './channel-api-paths';

export interface ChangeMemberRoleVariables {
  channelId: string;
  userId: string;
  role: 'admin' | 'member';
}

/** The owner's role never changes (the server refuses). */
export function changeMemberRole({ channelId, userId, role }: ChangeMemberRoleVariables) {
  return apiRequest(channelApiPaths.member(channelId, userId), optionalMessageSchema, {
    method: 'PATCH',
    body: { role },
  });
}

export function useChangeMemberRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeMemberRole,
    onSuccess: (_, { channelId }) =>
      queryClient.invalidateQueries({ queryKey: channelKeys.one(channelId) }),
  });
}
