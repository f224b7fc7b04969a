import { eventListSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { managedApiPaths } from '../../../lib/managed-api-paths';

/** The events the ledger can be filtered by: every event, for a site admin, newest first. */
export function getLedgerEventsQueryOptions() {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'managed'],
    queryFn: ({ signal }) => apiRequest(managedApiPaths.events, eventListSchema, { signal }),
  });
}

export function useLedgerEvents() {
  return useQuery(getLedgerEventsQueryOptions());
}
