import { pendingDeletionsSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { pendingDeletionsPath } from '../pending-deletions-api-path';
import { membersQueryRoot } from './members-query-root';

export function getPendingDeletions({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(pendingDeletionsPath, pendingDeletionsSchema, { signal });
}

/** Under the members root, so deleting a member here refreshes the count. */
export function getPendingDeletionsQueryOptions() {
  return queryOptions({
    queryKey: [...membersQueryRoot, 'pending-deletions'],
    queryFn: ({ signal }) => getPendingDeletions({ signal }),
  });
}

/** Site admins only: the server refuses everyone else. */
export function usePendingDeletions(enabled: boolean) {
  return useQuery({ ...getPendingDeletionsQueryOptions(), enabled });
}
