import { myTicketsSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { accountApiPaths } from '../../../lib/account-api-paths';

// Under the events root: registering, cancelling and check-in invalidate it, and signing out
// forgets it with the session (it holds ticket secrets).

export function getMyTicketsQueryOptions() {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'my-tickets'],
    queryFn: ({ signal }) => apiRequest(accountApiPaths.myTickets, myTicketsSchema, { signal }),
  });
}

export function useMyTickets() {
  return useQuery(getMyTicketsQueryOptions());
}
