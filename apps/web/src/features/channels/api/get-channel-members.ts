import { channelMemberListSchema, type ChannelMember } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys } from './channel-keys';
import { channelApiPaths } from './channel-api-paths';

export type { ChannelMember };

/** Owner, admins, then members. */
export function getChannelMembers(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(channelApiPaths.members(id), channelMemberListSchema, { signal });
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
