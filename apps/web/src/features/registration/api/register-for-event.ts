import {
  REGISTRATION_PROOF_HEADER,
  registrationResultSchema,
  type RegistrationInput,
  type RegistrationResult,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { eventsQueryRoot } from '../../../lib/event-queries';
import { registrationApiPaths } from './registration-api-paths';

export interface RegisterForEventInput {
  eventId: string;
  registration: RegistrationInput;
  /** The form's proof of work (registration-proof.ts); a client may go without. */
  proof?: string | undefined;
}

export function registerForEvent({
  eventId,
  registration,
  proof,
}: RegisterForEventInput): Promise<RegistrationResult> {
  return apiRequest(registrationApiPaths.register(eventId), registrationResultSchema, {
    method: 'POST',
    body: registration,
    ...(proof ? { headers: { [REGISTRATION_PROOF_HEADER]: proof } } : {}),
  });
}

/**
 * `onRegistered` is told here, before the refetch, not in `mutate`'s callbacks: for a signed-in
 * member the refetch finds their new registration and replaces the form (and its callbacks) with
 * it, so the outcome would never be shown.
 */
export function useRegisterForEvent(onRegistered: (result: RegistrationResult) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: registerForEvent,
    onSuccess: (result) => {
      onRegistered(result);
      // Seats taken and the waiting list changed: lists, details and the calendar refetch.
      return queryClient.invalidateQueries({ queryKey: eventsQueryRoot });
    },
  });
}
