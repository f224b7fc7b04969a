import { registrationSchema, type EventRegistrations } from '@portal/contract';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventApiPaths } from '../../../lib/event-api-paths';

export interface CheckInVariables {
  eventId: string;
  registrationId: string;
  checkedIn: boolean;
}

export function checkInRegistration({ eventId, registrationId, checkedIn }: CheckInVariables) {
  return apiRequest(eventApiPaths.checkIn(eventId, registrationId), registrationSchema, {
    method: 'POST',
    body: { checkedIn },
  });
}

/** Marks someone present (or not) and puts the server's answer into the dashboard's row. */
export function useCheckIn(dashboardKey: QueryKey) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: checkInRegistration,
    onSuccess: (saved) =>
      queryClient.setQueryData<EventRegistrations>(dashboardKey, (current) =>
        current
          ? {
              ...current,
              registrations: current.registrations.map((row) =>
                row._id === saved._id ? saved : row,
              ),
            }
          : current,
      ),
  });
}
