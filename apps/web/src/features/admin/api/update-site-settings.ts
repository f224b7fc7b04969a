import type { SiteSettings } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getSiteQueryOptions } from '../../../lib/get-site';
import {
  getSiteSettingsQueryOptions,
  siteSettingsResponseSchema,
  type SiteSettingsResponse,
} from './get-site-settings';
import { adminApiPaths } from '../../../lib/admin-api-paths';

export function updateSiteSettings(settings: SiteSettings): Promise<SiteSettingsResponse> {
  return apiRequest(adminApiPaths.siteSettings, siteSettingsResponseSchema, {
    method: 'PUT',
    body: settings,
  });
}

/** Saves, then refreshes the public identity so the brand, footer and home follow at once. */
export function useUpdateSiteSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSiteSettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(getSiteSettingsQueryOptions().queryKey, saved);
      queryClient.setQueryData(getSiteQueryOptions().queryKey, saved.effective);
      void queryClient.invalidateQueries({ queryKey: getSiteQueryOptions().queryKey });
    },
  });
}
