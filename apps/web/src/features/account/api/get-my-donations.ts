import { donationListSchema, type Donation } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { donationApiPaths } from '../../../lib/donation-api-paths';

/** The signed-in person's donations (by account or by email), newest first. */
export function getMyDonations({ signal }: { signal?: AbortSignal } = {}): Promise<Donation[]> {
  return apiRequest(donationApiPaths.mine, donationListSchema, { signal });
}

export function getMyDonationsQueryOptions() {
  return queryOptions({
    queryKey: [sessionQueryRoot, 'donations', 'mine'],
    queryFn: ({ signal }) => getMyDonations({ signal }),
  });
}

export function useMyDonations() {
  return useQuery(getMyDonationsQueryOptions());
}
