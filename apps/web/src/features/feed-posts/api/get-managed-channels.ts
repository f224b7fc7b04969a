import { channelSummaryListSchema, type ChannelSummary } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { managedApiPaths } from '../../../lib/managed-api-paths';

export type { ChannelSummary };

/** Channels the caller may put feed posts in (a site admin: all of them). */
export function getManagedChannels({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(managedApiPaths.channels, channelSummaryListSchema, { signal });
}

// The same key as event management's copy: one cached answer serves both features.
export function getManagedChannelsQueryOptions() {
  return queryOptions({
    queryKey: [sessionQueryRoot, 'channels', 'managed'],
    queryFn: ({ signal }) => getManagedChannels({ signal }),
  });
}

export function useManagedChannels() {
  return useQuery(getManagedChannelsQueryOptions());
}
