import { myChannelListSchema, type MyChannel } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { channelKeys } from './channel-keys';
import { channelApiPaths } from './channel-api-paths';

export type { MyChannel };

/** The caller's channels with their role, owned first. */
export function getMyChannels({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(channelApiPaths.mine, myChannelListSchema, { signal });
}

export function getMyChannelsQueryOptions() {
  return queryOptions({
    queryKey: channelKeys.mine(),
    queryFn: ({ signal }) => getMyChannels({ signal }),
  });
}

/** Idle for visitors, who have no channels. */
export function useMyChannels() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...getMyChannelsQueryOptions(), enabled: isLoggedIn });
}
