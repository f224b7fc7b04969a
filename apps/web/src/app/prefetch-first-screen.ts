import { matchPath } from 'react-router';
import { getPostsQueryOptions } from '../features/channels/api/get-posts';
import { getActiveFeedPostsQueryOptions } from '../features/feed-posts/api/get-feed-posts';
import { homeFeedPostsLimit } from '../features/feed-posts/components/feed-posts-section';
import { monthGrid, parseMonthParam } from '../features/calendar/components/calendar-days';
import {
  getAllEventsQueryOptions,
  getEventQueryOptions,
  getUpcomingEventsQueryOptions,
} from '../lib/event-queries';
import { getSiteQueryOptions } from '../lib/get-site';
import { paths } from '../lib/paths';
import type { QueryClient } from '@tanstack/react-query';

/** Spec §9: the home page shows the next three events. */
export const homeEventsLimit = 3;

/**
 * On the first page load, asks for the data of the screen being opened while its code is still
 * downloading, instead of after it has rendered: the screen then renders once, complete (no
 * skeleton to replace, so nothing shifts), a round trip sooner. The keys are the screens' own,
 * so they find the answers in the cache. Only the screens people land on most.
 */
export function prefetchFirstScreen(
  queryClient: QueryClient,
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
): Promise<unknown> {
  // Every screen shows the site name.
  const asked = [queryClient.prefetchQuery(getSiteQueryOptions())];
  if (pathname === paths.home) {
    asked.push(
      queryClient.prefetchQuery(getUpcomingEventsQueryOptions(homeEventsLimit)),
      queryClient.prefetchQuery(getActiveFeedPostsQueryOptions(homeFeedPostsLimit)),
      queryClient.prefetchInfiniteQuery(getPostsQueryOptions(undefined)),
    );
  }
  const details = matchPath(paths.eventDetails.pattern, pathname);
  if (details?.params.id)
    asked.push(queryClient.prefetchQuery(getEventQueryOptions(details.params.id)));
  if (pathname === paths.eventCalendar) {
    const month = parseMonthParam(new URLSearchParams(search).get('month'), new Date());
    const { from, to } = monthGrid(month);
    asked.push(
      queryClient.prefetchQuery(
        getAllEventsQueryOptions({ from: from.toISOString(), to: to.toISOString() }),
      ),
    );
  }
  return Promise.all(asked);
}
