import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { alumniApiPaths } from '../../../lib/alumni-api-paths';

export function updateBatchReps({ batch, userIds }: { batch: number; userIds: string[] }) {
  return apiRequest(alumniApiPaths.batches.reps(batch), undefined, {
    method: 'PUT',
    body: { userIds },
  });
}

/** Names a batch's representatives; the batch pages and the request lists change with them. */
export function useUpdateBatchReps() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBatchReps,
    onSuccess: () =>
      Promise.all(
        ['batch-reps', 'directory', 'join-requests'].map((key) =>
          queryClient.invalidateQueries({ queryKey: [sessionQueryRoot, key] }),
        ),
      ),
  });
}
