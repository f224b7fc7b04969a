import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys, postKeys } from './channel-keys';
import { optionalMessageSchema } from './optional-message';
import { channelApiPaths } from './channel-api-paths';

export interface RemoveMemberVariables {
  channelId: string;
  userId: string;
}

/** A channel admin removing someone, or a member leaving (the owner cannot: 409). */
export function removeMember({ channelId, userId }: RemoveMemberVariables) {
  return apiRequest(channelApiPaths.member(channelId, userId), optionalMessageSchema, {
    method: 'DELETE',
  });
}

/** Refreshes the channel (count, viewer), its members, the caller's channels and the wall. */
export function useRemoveMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeMember,
    onSuccess: (_, { channelId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: channelKeys.one(channelId) }),
        queryClient.invalidateQueries({ queryKey: channelKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: postKeys(channelId) }),
      ]),
  });
}
