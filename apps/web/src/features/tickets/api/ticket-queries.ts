import { ticketActionResultSchema, ticketSchema, type Ticket } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { ticketApiPaths } from '../../../lib/ticket-api-paths';

// The ticket secret travels in a POST body, never in an API URL, so it stays out of logs.

export function getTicketQueryOptions(ticket: string) {
  return queryOptions({
    // Under the session root: whether the viewer may check the ticket in depends on who they are.
    queryKey: [sessionQueryRoot, 'ticket', ticket],
    queryFn: ({ signal }): Promise<Ticket> =>
      apiRequest(ticketApiPaths.lookup, ticketSchema, {
        method: 'POST',
        body: { ticket },
        signal,
      }),
  });
}

export function useTicket(ticket: string) {
  return useQuery(getTicketQueryOptions(ticket));
}

type TicketAction = 'cancel' | 'checkIn' | 'refund';

/** Cancel, check in or refund; the answer's ticket replaces the one on screen. */
export function useTicketAction(ticket: string, action: TicketAction) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(ticketApiPaths[action], ticketActionResultSchema, {
        method: 'POST',
        body: { ticket },
      }),
    onSuccess: (result) => {
      queryClient.setQueryData(getTicketQueryOptions(ticket).queryKey, result.ticket);
      // Seats and the waiting list changed.
      void queryClient.invalidateQueries({ queryKey: eventsQueryRoot });
    },
  });
}
