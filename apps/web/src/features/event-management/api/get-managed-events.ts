import { eventListSchema, type PortalEvent } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { managedApiPaths } from '../../../lib/managed-api-paths';

export type { PortalEvent };

/** Every event the caller manages, drafts included, newest first; empty for a plain member. */
export function getManagedEvents({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(managedApiPaths.events, eventListSchema, { signal });
}

export function getManagedEventsQueryOptions() {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'managed'],
    queryFn: ({ signal }) => getManagedEvents({ signal }),
  });
}

export function useManagedEvents() {
  return useQuery(getManagedEventsQueryOptions());
}
