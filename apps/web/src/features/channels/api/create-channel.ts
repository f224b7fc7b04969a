import { channelCreatedSchema, type channelInputSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { channelsQueryRoot } from './channel-keys';

export type ChannelInputParsed = z.output<typeof channelInputSchema>;

/** The server makes the id and answers 'Channel created successfully! Channel ID: {id}'. */
export function createChannel(input: ChannelInputParsed) {
  return apiRequest(apiPaths.channels.list, channelCreatedSchema, { method: 'POST', body: input });
}

/** Creates, then refreshes every channel list (listing, search, mine, managed). */
export function useCreateChannel() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createChannel,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: channelsQueryRoot }),
  });
}
