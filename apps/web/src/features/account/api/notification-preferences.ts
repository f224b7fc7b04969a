import {
  notificationPreferencesSchema,
  pushTestResultSchema,
  type NotificationPreferences,
} from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pushApiPaths } from '../../../lib/push-api-paths';

// The Notifications section's calls (issue 40), apart from paths.ts.
const preferencesPath = '/api/me/notification-preferences';

const preferencesQuery = queryOptions({
  queryKey: ['notification-preferences'],
  queryFn: ({ signal }) => apiRequest(preferencesPath, notificationPreferencesSchema, { signal }),
});

export const useNotificationPreferences = () => useQuery(preferencesQuery);

export function useSaveNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choices: NotificationPreferences) =>
      apiRequest(preferencesPath, notificationPreferencesSchema, { method: 'PUT', body: choices }),
    onSuccess: (saved) => queryClient.setQueryData(preferencesQuery.queryKey, saved),
  });
}

export const useSendTestPush = () =>
  useMutation({
    mutationFn: () => apiRequest(pushApiPaths.test, pushTestResultSchema, { method: 'POST' }),
  });
