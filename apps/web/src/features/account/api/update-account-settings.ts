import { profileSchema, type AccountSettingsUpdate, type Profile } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getProfileQueryOptions } from '../../../lib/get-profile';
import { accountApiPaths } from '../../../lib/account-api-paths';

/** Saves only the settings given, e.g. { sharePhone: true }; the others stay as they are. */
export function updateAccountSettings(settings: AccountSettingsUpdate): Promise<Profile> {
  return apiRequest(accountApiPaths.accountSettings, profileSchema, {
    method: 'PUT',
    body: settings,
  });
}

export function useUpdateAccountSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateAccountSettings,
    onSuccess: (profile) => queryClient.setQueryData(getProfileQueryOptions().queryKey, profile),
  });
}
