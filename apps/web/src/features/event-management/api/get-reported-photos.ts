import { reportedEventPhotosSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { eventApiPaths } from '../../../lib/event-api-paths';

export function getReportedPhotosQueryOptions(eventId: string) {
  const path = eventApiPaths.reportedPhotos(eventId);
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'reported-photos', path],
    queryFn: ({ signal }) => apiRequest(path, reportedEventPhotosSchema, { signal }),
    // Reports come in while the dashboard is closed: read afresh whenever it is opened.
    staleTime: 0,
  });
}

export function useReportedPhotos(eventId: string) {
  return useQuery(getReportedPhotosQueryOptions(eventId));
}
