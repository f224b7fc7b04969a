import { twoFactorStatusSchema, type TwoFactorStatus } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { securityApiPaths } from './security-api-paths';

/** Whether two-step sign-in is on for the signed-in account (and whether the site requires it). */
export function getTwoFactorStatus({
  signal,
}: { signal?: AbortSignal } = {}): Promise<TwoFactorStatus> {
  return apiRequest(securityApiPaths.twoFactor, twoFactorStatusSchema, { signal });
}

export function getTwoFactorStatusQueryOptions() {
  return queryOptions({
    queryKey: [sessionQueryRoot, 'security', 'two-factor'],
    queryFn: ({ signal }) => getTwoFactorStatus({ signal }),
  });
}

export function useTwoFactorStatus() {
  return useQuery(getTwoFactorStatusQueryOptions());
}
