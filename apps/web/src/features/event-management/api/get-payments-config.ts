import { donationConfigSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { donationApiPaths } from '../../../lib/donation-api-paths';

/**
 * Whether Razorpay's keys are set on the server, so a paid ticket type can be saved (ADR 39).
 * Tickets and donations share one Razorpay account, so the donation page's config says it;
 * the same query key shares its cache.
 */
export function getPaymentsConfigQueryOptions() {
  return queryOptions({
    queryKey: ['donations', 'config'],
    queryFn: ({ signal }) => apiRequest(donationApiPaths.config, donationConfigSchema, { signal }),
    staleTime: 5 * 60_000,
  });
}

/**
 * True or false once known; undefined while loading, when the question failed, or while
 * `needed` is false (a form with only free tickets need not ask).
 */
export function usePaymentsEnabled(needed: boolean): boolean | undefined {
  return useQuery({ ...getPaymentsConfigQueryOptions(), enabled: needed }).data?.enabled;
}
