import { eventRegistrationsSchema, type EventRegistrations } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { eventApiPaths } from '../../../lib/event-api-paths';

export type { EventRegistrations };

/** Which event the dashboard shows: one by id, or a channel's next (else latest) event (spec). */
export type DashboardSource = { eventId: string } | { channelId: string };

export function getDashboardQueryOptions(source: DashboardSource) {
  const [key, path] =
    'eventId' in source
      ? (['event', eventApiPaths.registrations(source.eventId)] as const)
      : (['channel', eventApiPaths.byChannel(source.channelId)] as const);
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'registrations', key, path],
    queryFn: ({ signal }) => apiRequest(path, eventRegistrationsSchema, { signal }),
    // Organisers watch registrations arrive; refetch on focus and when reopened.
    staleTime: 0,
  });
}

export function useDashboard(source: DashboardSource | null) {
  return useQuery({
    ...getDashboardQueryOptions(source ?? { eventId: '' }),
    enabled: source !== null,
  });
}
