import { channelSchema, type ChannelDetail } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { channelKeys, channelsQueryRoot } from './channel-keys';
import type { ChannelInputParsed } from './create-channel';

export interface UpdateChannelVariables {
  id: string;
  input: ChannelInputParsed;
}

export function updateChannel({ id, input }: UpdateChannelVariables) {
  return apiRequest(apiPaths.channels.one(id), channelSchema, { method: 'PUT', body: input });
}

/** Saves name, description and cover; the page shows them at once, lists refresh behind. */
export function useUpdateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateChannel,
    onSuccess: async (saved, { id }) => {
      queryClient.setQueryData<ChannelDetail>(channelKeys.one(id), (current) =>
        current ? { ...current, ...saved } : current,
      );
      await queryClient.invalidateQueries({ queryKey: channelsQueryRoot });
    },
  });
}
