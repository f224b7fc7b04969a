import { siteSchema, type Site } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { activePack } from '../i18n/active-language';
import { apiRequest } from './api-client';
import { apiPaths } from './paths';

// The first visit reads these: their answers are checked against the schema in development and
// tests only, so a production build leaves the schema, and zod, out of it (ADR 20, api-client.ts).

// The site identity lives in lib, not in a feature, because the shell, home and about all need it
// and features may not import each other.

/** Shown while the site settings load or when they cannot be fetched. */
export const fallbackSiteName = 'Community Portal';

export function getSite({ signal }: { signal?: AbortSignal } = {}): Promise<Site> {
  return apiRequest(apiPaths.site, import.meta.env.DEV ? siteSchema : undefined, { signal });
}

export function getSiteQueryOptions() {
  return queryOptions({
    // By language: the default tagline comes in the reader's (issue 36 §6), so an account's
    // language taking over after sign-in asks again.
    queryKey: ['site', activePack().language],
    queryFn: ({ signal }) => getSite({ signal }),
    // Admins rarely change the identity; no need to refetch it on every focus.
    staleTime: 5 * 60_000,
  });
}

export function useSite() {
  return useQuery(getSiteQueryOptions());
}

/** The site's name, or the fallback until it is known. */
export function useSiteName(): string {
  return useSite().data?.name ?? fallbackSiteName;
}
