import { mentorSettingsSchema, type MentorSettingsUpdate } from '@portal/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mentoringApiPaths } from './mentoring-api-paths';
import { mentoringQueryRoot } from './mentoring-query-root';

const settingsQuery = queryOptions({
  queryKey: [...mentoringQueryRoot, 'me'],
  queryFn: ({ signal }) => apiRequest(mentoringApiPaths.me, mentorSettingsSchema, { signal }),
});

/** One's own mentoring offer, for the settings form. */
export function useMentorSettings() {
  return useQuery(settingsQuery);
}

export function saveMentorSettings(body: MentorSettingsUpdate) {
  return apiRequest(mentoringApiPaths.me, mentorSettingsSchema, { method: 'PUT', body });
}

export function useSaveMentorSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMentorSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsQuery.queryKey, saved),
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentoringQueryRoot }),
  });
}
