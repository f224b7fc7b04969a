import { retriedJobsSchema, type JobQueueName, type RetriedJobs } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobsQueryRoot } from './get-job-queues';
import { adminApiPaths } from '../../../lib/admin-api-paths';

export function retryFailedJobs(queue: JobQueueName): Promise<RetriedJobs> {
  return apiRequest(adminApiPaths.retryJobs(queue), retriedJobsSchema, { method: 'POST' });
}

/** Gives a queue's failed jobs another try, then asks again for the counts and the failures. */
export function useRetryFailedJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedJobs,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsQueryRoot }),
  });
}
