// A member's own registrations for an event: the registration page's card and the event page's
// "You're registered" both read and cancel them (issue 36), so they live here, not in a feature.

import { myRegistrationsSchema, ticketActionResultSchema } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { eventsQueryRoot } from './event-queries';
import { apiPaths } from './paths';
import { ticketApiPaths } from './ticket-api-paths';

// Under the events root: registering or cancelling invalidates it, so this refetches with the
// event's seats, and signing out forgets it with the session.

export function getMyRegistrationsQueryOptions(eventId: string) {
  return queryOptions({
    queryKey: [...eventsQueryRoot, 'mine', eventId],
    queryFn: ({ signal }) =>
      apiRequest(apiPaths.events.myRegistrations(eventId), myRegistrationsSchema, { signal }),
  });
}

/** The signed-in member's own registrations for the event; not asked for a visitor. */
export function useMyRegistrations(eventId: string, enabled: boolean) {
  return useQuery({ ...getMyRegistrationsQueryOptions(eventId), enabled });
}

/**
 * Cancels through the ticket, as the email's link does; the secret travels in the body.
 * `onCancelled` is told here, not in `mutate`'s callbacks: the refetch that follows removes the
 * registration, and with it the component that asked, before those callbacks would run.
 */
export function useCancelRegistration(onCancelled: (message: string) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ticket: string) =>
      apiRequest(ticketApiPaths.cancel, ticketActionResultSchema, {
        method: 'POST',
        body: { ticket },
      }),
    // Seats, the waiting list and their own registrations changed.
    onSuccess: ({ message }) => {
      onCancelled(message);
      return queryClient.invalidateQueries({ queryKey: eventsQueryRoot });
    },
  });
}
