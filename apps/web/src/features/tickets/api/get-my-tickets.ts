import { myTicketsSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { apiPaths } from '../../../lib/paths';

// Under the events root: registering, cancelling and check-in invalidate it, and signing out
// forgets it with the session (it holds ticket secrets).

export function getMyTicketsQueryOptions() {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'my-tickets'],
    queryFn: ({ signal }) => apiRequest(apiPaths.myTickets, myTicketsSchema, { signal }),
  });
}

export function useMyTickets() {
  return useQuery(getMyTicketsQueryOptions());
}
