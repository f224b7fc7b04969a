import { registrationRefundedSchema } from '@portal/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { eventApiPaths } from '../../../lib/event-api-paths';

export interface RefundVariables {
  eventId: string;
  registrationId: string;
}

/** Cancels a registration for a refund (a paid one through Razorpay; a free one is cancelled). */
export function refundRegistration({ eventId, registrationId }: RefundVariables) {
  return apiRequest(eventApiPaths.refund(eventId, registrationId), registrationRefundedSchema, {
    method: 'POST',
  });
}

/** Refunds, then reads the dashboard again: the freed place may have moved the waiting list. */
export function useRefundRegistration(dashboardKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: refundRegistration,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: dashboardKey });
      void queryClient.invalidateQueries({ queryKey: eventsQueryRoot });
    },
  });
}
