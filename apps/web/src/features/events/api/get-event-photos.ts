import { eventPhotoPageSchema, type EventPhoto, type EventPhotoPage } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventPhotosKey } from '../../../lib/event-queries';
import { eventApiPaths } from '../../../lib/event-api-paths';

export type { EventPhoto };

const pageSize = 24;

export function getEventPhotos({
  eventId,
  cursor,
  signal,
}: {
  eventId: string;
  cursor?: string | undefined;
  signal?: AbortSignal;
}): Promise<EventPhotoPage> {
  const query = new URLSearchParams({ limit: String(pageSize) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`${eventApiPaths.photos(eventId)}?${query}`, eventPhotoPageSchema, {
    signal,
  });
}

export function getEventPhotosQueryOptions(eventId: string) {
  return infiniteQueryOptions({
    queryKey: eventPhotosKey(eventId),
    queryFn: ({ pageParam, signal }) => getEventPhotos({ eventId, cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
  });
}

export function useEventPhotos(eventId: string, enabled: boolean) {
  return useInfiniteQuery({ ...getEventPhotosQueryOptions(eventId), enabled });
}
