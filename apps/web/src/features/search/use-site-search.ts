import {
  directoryPageSchema,
  eventSuggestionListSchema,
  type DirectoryCard,
  type EventSuggestion,
} from '@portal/contract';
import { useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { apiRequest } from '../../lib/api-client';
import { alumniApiPaths } from '../../lib/alumni-api-paths';
import { sessionQueryRoot, useCurrentUser } from '../../lib/current-user';
import { apiPaths } from '../../lib/paths';
import { searchChannelsQueryOptions, type ChannelSummary } from './api/search-channels';

/** How many of each kind the list shows: the spec's ten channels, a handful of the others. */
export const eventSuggestionCount = 5;
export const personSuggestionCount = 5;

// Answers are checked in development only (ADR 20): the box stays free of the schemas' weight.
const checked = <T>(schema: T) => (import.meta.env.DEV ? schema : undefined);

function searchEvents(q: string, signal: AbortSignal) {
  const query = new URLSearchParams({ q, limit: String(eventSuggestionCount) });
  return apiRequest(`${apiPaths.events.search}?${query}`, checked(eventSuggestionListSchema), {
    signal,
  });
}

async function searchPeople(q: string, signal: AbortSignal) {
  const query = new URLSearchParams({ q, limit: String(personSuggestionCount) });
  const page = await apiRequest(
    `${alumniApiPaths.directory.list}?${query}`,
    checked(directoryPageSchema),
    { signal },
  );
  return page.items;
}

/** Keeps the last answer that arrived: a failed or pending search shows the earlier one (spec §8). */
function useLastGood<T>(result: UseQueryResult<T[]>, query: string): T[] {
  const [lastGood, setLastGood] = useState<T[]>([]);
  const [seen, setSeen] = useState(result.data);
  if (result.data !== seen) {
    setSeen(result.data);
    if (result.data) setLastGood(result.data);
  }
  if (query === '') return [];
  return result.data ?? lastGood;
}

export interface SiteSearch {
  events: EventSuggestion[];
  channels: ChannelSummary[];
  people: DirectoryCard[];
  /** Whether people are searched: verified members and site admins only (issue 35). */
  searchesPeople: boolean;
  fetching: boolean;
  /** Every search asked has answered, with nothing. */
  nothingFound: boolean;
  error: unknown;
}

/**
 * The top bar's search (issue 36 §8): events, channels and, for those who may read the
 * directory, people. Each is its own request, keyed by the debounced text; when the text moves
 * on, TanStack Query aborts the superseded ones (DESIGN §5.16).
 */
export function useSiteSearch(text: string, debounced: string): SiteSearch {
  const user = useCurrentUser().data;
  const searchesPeople = Boolean(user && (user.isAdmin || user.membershipStatus === 'verified'));
  const common = { enabled: debounced !== '', staleTime: 60_000, retry: false } as const;
  const channels = useQuery(searchChannelsQueryOptions(debounced));
  const events = useQuery({
    ...common,
    queryKey: ['search', 'events', debounced],
    queryFn: ({ signal }) => searchEvents(debounced, signal),
  });
  const people = useQuery({
    ...common,
    enabled: common.enabled && searchesPeople,
    // Under the session: who may be found, and which of their fields, depends on who asks.
    queryKey: [sessionQueryRoot, 'search', 'people', debounced],
    queryFn: ({ signal }) => searchPeople(debounced, signal),
  });
  const query = text.trim();
  const asked = [events, channels, ...(searchesPeople ? [people] : [])];
  const settled = query !== '' && debounced === query && asked.every((one) => one.isSuccess);
  return {
    events: useLastGood(events, query),
    channels: useLastGood(channels, query),
    people: useLastGood(people, query),
    searchesPeople,
    fetching: asked.some((one) => one.isFetching),
    nothingFound: settled && asked.every((one) => one.data?.length === 0),
    error: asked.find((one) => one.error)?.error,
  };
}
