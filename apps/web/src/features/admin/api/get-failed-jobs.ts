import { failedJobsSchema, type FailedJob, type FailedJobs } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobsQueryRoot } from './get-job-queues';
import { adminApiPaths } from '../../../lib/admin-api-paths';

export type { FailedJob };

/** Every queue's failed jobs, newest first (the server sends the latest 200). */
export function getFailedJobs({ signal }: { signal?: AbortSignal } = {}): Promise<FailedJobs> {
  return apiRequest(adminApiPaths.failedJobs, failedJobsSchema, { signal });
}

export function getFailedJobsQueryOptions() {
  return queryOptions({
    queryKey: [...jobsQueryRoot, 'failed'],
    queryFn: ({ signal }) => getFailedJobs({ signal }),
    staleTime: 0,
  });
}

export function useFailedJobs() {
  return useQuery(getFailedJobsQueryOptions());
}
