import {
  emailPreferencesSchema,
  unsubscribeResultSchema,
  type EmailPreferences,
  type EmailPreferencesUpdate,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { emailChoicesApiPaths } from './email-choices-api-paths';

// Under the session's root: dropped at sign-in and sign-out with the rest of one person's data.
const preferencesKey = [sessionQueryRoot, 'email-preferences'] as const;

export const getEmailPreferencesQueryOptions = () =>
  queryOptions({
    queryKey: preferencesKey,
    queryFn: ({ signal }) =>
      apiRequest(emailChoicesApiPaths.preferences, emailPreferencesSchema, { signal }),
  });

/** The member's six email choices (every kind on until turned off). */
export const useEmailPreferences = () => useQuery(getEmailPreferencesQueryOptions());

export const saveEmailPreferences = (body: EmailPreferencesUpdate) =>
  apiRequest(emailChoicesApiPaths.preferences, emailPreferencesSchema, { method: 'PUT', body });

export function useSaveEmailPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveEmailPreferences,
    onSuccess: (saved: EmailPreferences) => queryClient.setQueryData(preferencesKey, saved),
  });
}

/** The one-click unsubscribe an email's link offers: no session, the token is the proof. */
// The same POST a mail client makes (RFC 8058); the server reads only the token, so no body.
export const unsubscribe = (token: string) =>
  apiRequest(emailChoicesApiPaths.unsubscribe(token), unsubscribeResultSchema, { method: 'POST' });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
