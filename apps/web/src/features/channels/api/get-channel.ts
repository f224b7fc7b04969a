import { channelDetailSchema, type ChannelDetail } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { channelKeys } from './channel-keys';

export type { ChannelDetail };

/** The channel and what the caller may do there (`viewer`). */
export function getChannel(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(apiPaths.channels.one(id), channelDetailSchema, { signal });
}

export function getChannelQueryOptions(id: string) {
  return queryOptions({
    queryKey: channelKeys.one(id),
    queryFn: ({ signal }) => getChannel(id, { signal }),
  });
}

export function useChannel(id: string) {
  return useQuery(getChannelQueryOptions(id));
}
