import { channelInviteListSchema, type ChannelInvite } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys } from './channel-keys';
import { channelApiPaths } from './channel-api-paths';

export type { ChannelInvite };

/** Pending invites and requests to join; channel admins only. */
export function getChannelInvites(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(channelApiPaths.invites(id), channelInviteListSchema, { signal });
}

export function getChannelInvitesQueryOptions(id: string) {
  return queryOptions({
    queryKey: channelKeys.invites(id),
    queryFn: ({ signal }) => getChannelInvites(id, { signal }),
  });
}

/** Only for someone who manages the channel; anyone else gets a 403. */
export function useChannelInvites(id: string) {
  return useQuery(getChannelInvitesQueryOptions(id));
}
