import { channelSummaryListSchema, type ChannelSummary } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export type { ChannelSummary };

/**
 * Up to 10 channels whose names match `q`, names starting with it first (spec §7 search). The
 * top bar's search box loads this: its answer is checked in development only (ADR 20), so the
 * box does not bring the channels schemas, and with them zod and the phone metadata.
 */
export function searchChannels(q: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(
    `${apiPaths.channels.search}?${new URLSearchParams({ q })}`,
    import.meta.env.DEV ? channelSummaryListSchema : undefined,
    { signal },
  );
}

/**
 * Keyed by the (debounced) text, and the signal is passed on: when the text moves on, the
 * superseded request loses its observer and TanStack Query aborts it (DESIGN §5.16).
 */
export function searchChannelsQueryOptions(q: string) {
  return queryOptions({
    // The same for everyone: no need to sit under the session's root.
    queryKey: ['search', 'channels', q],
    queryFn: ({ signal }) => searchChannels(q, { signal }),
    enabled: q !== '',
    staleTime: 60_000,
    // A failed search keeps the earlier suggestions (spec §8); no point retrying a keystroke.
    retry: false,
  });
}

export function useSearchChannels(q: string) {
  return useQuery(searchChannelsQueryOptions(q));
}
