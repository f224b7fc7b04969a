import { siteSchema, siteSettingsSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { adminApiPaths } from '../../../lib/admin-api-paths';

/** The admin's overrides (null = the default) and the identity now in effect. */
export const siteSettingsResponseSchema = z.object({
  settings: siteSettingsSchema,
  effective: siteSchema,
});
export type SiteSettingsResponse = z.output<typeof siteSettingsResponseSchema>;

export function getSiteSettings({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(adminApiPaths.siteSettings, siteSettingsResponseSchema, { signal });
}

export function getSiteSettingsQueryOptions() {
  return queryOptions({
    queryKey: [sessionQueryRoot, 'admin', 'site-settings'],
    queryFn: ({ signal }) => getSiteSettings({ signal }),
  });
}

export function useSiteSettings() {
  return useQuery(getSiteSettingsQueryOptions());
}
