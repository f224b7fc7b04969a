import { messageSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys } from './channel-keys';
import { channelApiPaths } from './channel-api-paths';

/** Asks to join (201), or joins at once when the channel had invited the caller (200). */
export function joinChannel(channelId: string) {
  return apiRequest(channelApiPaths.join(channelId), messageSchema, { method: 'POST' });
}

export function useJoinChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: joinChannel,
    onSuccess: (_, channelId) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: channelKeys.one(channelId) }),
        queryClient.invalidateQueries({ queryKey: channelKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: channelKeys.invitations() }),
      ]),
  });
}
