import { profileSchema, type Profile } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { sessionQueryRoot } from './current-user';
import { accountApiPaths } from './account-api-paths';

// In lib because the profile screen and account settings (email updates) both read it.

export function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Profile> {
  return apiRequest(accountApiPaths.profile, profileSchema, { signal });
}

export function getProfileQueryOptions() {
  return queryOptions({
    queryKey: [sessionQueryRoot, 'profile'],
    queryFn: ({ signal }) => getProfile({ signal }),
  });
}

export function useProfile() {
  return useQuery(getProfileQueryOptions());
}
