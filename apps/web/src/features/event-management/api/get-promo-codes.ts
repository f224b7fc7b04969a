import { promoCodesSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { eventApiPaths } from '../../../lib/event-api-paths';

export function getPromoCodesQueryOptions(eventId: string) {
  const path = eventApiPaths.promoCodes(eventId);
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'promo-codes', path],
    queryFn: ({ signal }) => apiRequest(path, promoCodesSchema, { signal }),
    // Uses change as people register: read afresh whenever the dashboard is opened.
    staleTime: 0,
  });
}

export function usePromoCodes(eventId: string) {
  return useQuery(getPromoCodesQueryOptions(eventId));
}
