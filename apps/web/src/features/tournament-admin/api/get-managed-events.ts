import { eventListSchema, type PortalEvent } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { managedApiPaths } from '../../../lib/managed-api-paths';

export type { PortalEvent };

/** Every event the caller manages; empty for a plain member. Same key as the other managers' screens. */
export function getManagedEventsQueryOptions() {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'managed'],
    queryFn: ({ signal }) => apiRequest(managedApiPaths.events, eventListSchema, { signal }),
  });
}

export function useManagedEvents() {
  return useQuery(getManagedEventsQueryOptions());
}
