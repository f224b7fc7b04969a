import { profileSchema, type Profile } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getCurrentUserQueryOptions } from '../../../lib/current-user';
import { getProfileQueryOptions } from '../../../lib/get-profile';
import { accountApiPaths } from '../../../lib/account-api-paths';

export function removePicture(): Promise<Profile> {
  return apiRequest(accountApiPaths.profilePicture, profileSchema, { method: 'DELETE' });
}

export function useRemovePicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePicture,
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey });
    },
  });
}
