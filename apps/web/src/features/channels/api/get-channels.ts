import { channelListSchema, type Channel } from '@portal/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { channelKeys, readNextCursor } from './channel-keys';

export type { Channel };

/** Channels per page of the listing. */
export const channelPageSize = 24;

export interface ChannelPage {
  channels: Channel[];
  nextCursor: string | undefined;
}

/** One page of channels by name; `q` filters (case-insensitive). */
export async function getChannels(
  { q, cursor }: { q: string; cursor?: string | undefined },
  { signal }: { signal?: AbortSignal } = {},
): Promise<ChannelPage> {
  const query = new URLSearchParams({ limit: String(channelPageSize) });
  if (q) query.set('q', q);
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders(
    `${apiPaths.channels.list}?${query}`,
    channelListSchema,
    { signal },
  );
  return { channels: data, nextCursor: readNextCursor(headers) };
}

export function getChannelsQueryOptions(q: string) {
  return infiniteQueryOptions({
    queryKey: channelKeys.list(q),
    queryFn: ({ pageParam, signal }) => getChannels({ q, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** While a new filter loads, the previous results stay on screen. */
export function useChannels(q: string) {
  return useInfiniteQuery({ ...getChannelsQueryOptions(q), placeholderData: keepPreviousData });
}
