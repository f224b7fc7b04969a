import type { QueryClient } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { matchPath } from 'react-router';
import { getChannelQueryOptions } from '../features/channels/api/get-channel';
import { getChannelsQueryOptions } from '../features/channels/api/get-channels';
import { getPostsQueryOptions } from '../features/channels/api/get-posts';
import { eventListQueryOptions, renderedNowKey } from '../features/events/api/get-event-lists';
import {
  defaultTournament,
  hasTeams,
} from '../features/tournament/components/use-tournament-event';
import { getEventQueryOptions, getEventsQueryOptions } from '../lib/event-queries';
import { paths } from '../lib/paths';
import { getTournamentQueryOptions } from '../lib/tournament-queries';
import { prefetchFirstScreen } from './prefetch-first-screen';

// The server's render (entry-server.tsx) asks for everything a previewed screen shows on its
// first screen, with the screens' own query options, so the render finds it in the cache. The
// browser's own prefetch (prefetch-first-screen.ts) covers fewer screens: these query options
// live in the screens' chunks, which the first visit's entry must not carry (ADR 17).

type Prefetch = (queryClient: QueryClient, url: URL, id: string | undefined) => Promise<unknown>;

/** The event lists of /events and /upcoming-events, at a "now" the browser will reuse. */
function eventLists(which: 'upcoming' | 'both'): Prefetch {
  return (queryClient) => {
    const now = dayjs().startOf('minute').toISOString();
    queryClient.setQueryData(renderedNowKey, now);
    const { upcoming, past } = eventListQueryOptions(now);
    return Promise.all([
      queryClient.prefetchQuery(upcoming),
      which === 'both' ? queryClient.prefetchQuery(past) : undefined,
    ]);
  };
}

/**
 * A tournament screen: the events (its picker and its default choice, made as the screen makes
 * it, at the moment the list arrived) and the chosen event's tournament; the schedule also shows
 * the event's sponsors, read on their own when the list does not hold the event.
 */
function tournament(withSponsors: boolean): Prefetch {
  return async (queryClient, url) => {
    const list = getEventsQueryOptions({ order: 'desc' });
    const events = await queryClient.fetchQuery(list).catch(() => undefined);
    if (!events) return;
    const updatedAt = queryClient.getQueryState(list.queryKey)?.dataUpdatedAt ?? Date.now();
    const eventId =
      url.searchParams.get('event') || defaultTournament(events.filter(hasTeams), updatedAt)?.id;
    if (!eventId) return;
    await Promise.all([
      queryClient.prefetchQuery(getTournamentQueryOptions(eventId)),
      withSponsors && !events.some((event) => event.id === eventId)
        ? queryClient.prefetchQuery(getEventQueryOptions(eventId))
        : undefined,
    ]);
  };
}

const prefetches: Partial<Record<string, Prefetch>> = {
  [paths.events]: eventLists('both'),
  [paths.upcomingEvents]: eventLists('upcoming'),
  [paths.channels]: (queryClient, url) =>
    // The filter as the screen reads it on its first render (trimmed, before any debounce).
    queryClient.prefetchInfiniteQuery(
      getChannelsQueryOptions((url.searchParams.get('q') ?? '').trim()),
    ),
  [paths.channelPage.pattern]: (queryClient, _url, id = '') =>
    Promise.all([
      queryClient.prefetchQuery(getChannelQueryOptions(id)),
      // Not its members: they are for the channel's members and site admins (issue 21 §6).
      queryClient.prefetchInfiniteQuery(getPostsQueryOptions(id)),
    ]),
  [paths.team]: tournament(false),
  [paths.teamDetails]: tournament(true),
  [paths.eventDetailsTour]: tournament(false),
};

/**
 * Asks for the first screen's data of the previewed page `pattern` (one of entry-server.tsx's):
 * what every page shows, the landing pages' own (prefetch-first-screen.ts), then the rest. A
 * failure stays in the cache as the query's error, which makes the render decline.
 */
export function prefetchPreview(queryClient: QueryClient, pattern: string, url: URL) {
  const id = matchPath(pattern, url.pathname)?.params.id;
  return Promise.all([
    prefetchFirstScreen(queryClient, url),
    prefetches[pattern]?.(queryClient, url, id),
  ]);
}
