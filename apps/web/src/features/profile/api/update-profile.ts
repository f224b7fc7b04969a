import { profileSchema, type Profile, type ProfileUpdate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getCurrentUserQueryOptions } from '../../../lib/current-user';
import { getProfileQueryOptions } from '../../../lib/get-profile';
import { accountApiPaths } from '../../../lib/account-api-paths';

export function updateProfile(update: ProfileUpdate): Promise<Profile> {
  return apiRequest(accountApiPaths.profile, profileSchema, { method: 'PUT', body: update });
}

/** The saved profile replaces the shown one (spec §7); the top bar's user follows. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey });
    },
  });
}
