import {
  registrationResultSchema,
  type RegistrationInput,
  type RegistrationResult,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { apiPaths } from '../../../lib/paths';

export interface RegisterForEventInput {
  eventId: string;
  registration: RegistrationInput;
}

export function registerForEvent({
  eventId,
  registration,
}: RegisterForEventInput): Promise<RegistrationResult> {
  return apiRequest(apiPaths.register(eventId), registrationResultSchema, {
    method: 'POST',
    body: registration,
  });
}

export function useRegisterForEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForEvent,
    // Seats taken and the waiting list changed: lists, details and the calendar refetch.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eventsQueryRoot }),
  });
}
