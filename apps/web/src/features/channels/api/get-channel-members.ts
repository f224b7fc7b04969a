import { channelMemberListSchema, type ChannelMember } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { channelKeys } from './channel-keys';

export type { ChannelMember };

/** Owner, admins, then members. */
export function getChannelMembers(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(apiPaths.channels.members(id), channelMemberListSchema, { signal });
}

export function getChannelMembersQueryOptions(id: string) {
  return queryOptions({
    queryKey: channelKeys.members(id),
    queryFn: ({ signal }) => getChannelMembers(id, { signal }),
  });
}

export function useChannelMembers(id: string) {
  return useQuery(getChannelMembersQueryOptions(id));
}
