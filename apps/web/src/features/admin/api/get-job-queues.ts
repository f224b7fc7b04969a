import { jobQueuesSchema, type JobQueues } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { adminApiPaths } from '../../../lib/admin-api-paths';

/** The key every background-work query starts with: a retry refreshes them all. */
export const jobsQueryRoot = [sessionQueryRoot, 'admin', 'jobs'] as const;

export function getJobQueues({ signal }: { signal?: AbortSignal } = {}): Promise<JobQueues> {
  return apiRequest(adminApiPaths.jobs, jobQueuesSchema, { signal });
}

export function getJobQueuesQueryOptions() {
  return queryOptions({
    queryKey: [...jobsQueryRoot, 'queues'],
    queryFn: ({ signal }) => getJobQueues({ signal }),
    // Counts change by the second: an admin opening the screen wants them as they are now.
    staleTime: 0,
  });
}

export function useJobQueues() {
  return useQuery(getJobQueuesQueryOptions());
}
