import { notificationsPageSchema, type NotificationsPage } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { notificationApiPaths } from './notification-api-paths';

export const notificationsQueryKey = ['notifications'] as const;

export function getNotifications(
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<NotificationsPage> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`${notificationApiPaths.list}${query}`, notificationsPageSchema, { signal });
}

/** The bell: newest first, page after page; looked at again every minute and on coming back. */
export function useNotifications() {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: notificationsQueryKey,
      queryFn: ({ pageParam, signal }) => getNotifications(pageParam, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
      // Opening the list reads what the bell already has; a minute later it asks again.
      staleTime: 30_000,
      refetchInterval: 60_000,
      refetchOnWindowFocus: true,
    }),
  );
}
