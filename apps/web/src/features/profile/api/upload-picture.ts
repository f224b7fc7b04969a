import { profileSchema, type Profile } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getCurrentUserQueryOptions } from '../../../lib/current-user';
import { getProfileQueryOptions } from '../../../lib/get-profile';
import { accountApiPaths } from '../../../lib/account-api-paths';

/** Multipart upload, field "picture"; the server checks the content is a JPEG, PNG or WebP. */
export function uploadPicture(file: File): Promise<Profile> {
  const body = new FormData();
  body.append('picture', file);
  return apiRequest(accountApiPaths.profilePicture, profileSchema, { method: 'POST', body });
}

export function useUploadPicture() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadPicture,
    onSuccess: (profile) => {
      queryClient.setQueryData(getProfileQueryOptions().queryKey, profile);
      void queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey });
    },
  });
}
