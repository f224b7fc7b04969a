import { retriedJobsSchema, type JobQueueName, type RetriedJobs } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { jobsQueryRoot } from './get-job-queues';

export function retryFailedJobs(queue: JobQueueName): Promise<RetriedJobs> {
  return apiRequest(apiPaths.admin.retryJobs(queue), retriedJobsSchema, { method: 'POST' });
}

/** Gives a queue's failed jobs another try, then asks again for the counts and the failures. */
export function useRetryFailedJobs() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryFailedJobs,
    onSettled: () => queryClient.invalidateQueries({ queryKey: jobsQueryRoot }),
  });
}
