import { donationConfigSchema, type DonationConfig } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { donationApiPaths } from '../../../lib/donation-api-paths';

/** Whether the page can take payments (keys configured), and the organisation's tax wording. */
export function getDonationConfig({
  signal,
}: { signal?: AbortSignal } = {}): Promise<DonationConfig> {
  return apiRequest(donationApiPaths.config, donationConfigSchema, { signal });
}

export function getDonationConfigQueryOptions() {
  return queryOptions({
    queryKey: ['donations', 'config'],
    queryFn: ({ signal }) => getDonationConfig({ signal }),
  });
}

export function useDonationConfig() {
  return useQuery(getDonationConfigQueryOptions());
}
