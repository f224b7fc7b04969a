import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { channelKeys, channelsQueryRoot } from './channel-keys';
import { optionalMessageSchema } from './optional-message';

/** Owner or site admin only (403 otherwise); the channel's events stay, without a channel. */
export function deleteChannel(id: string) {
  return apiRequest(apiPaths.channels.one(id), optionalMessageSchema, { method: 'DELETE' });
}

/** Refreshes the lists, but not the deleted channel itself: its page would flash a 404. */
export function useDeleteChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteChannel,
    onSuccess: (_, id) => {
      const deleted = channelKeys.one(id);
      return queryClient.invalidateQueries({
        queryKey: channelsQueryRoot,
        predicate: ({ queryKey }) => !deleted.every((part, index) => queryKey[index] === part),
      });
    },
  });
}
