import type { MentoringFeedback } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { mentoringApiPaths } from './mentoring-api-paths';
import { requestsQueryKey } from './get-requests';

export function giveMentoringFeedback({ id, ...body }: MentoringFeedback & { id: string }) {
  return apiRequest(mentoringApiPaths.move(id, 'feedback'), z.object({ ok: z.literal(true) }), {
    method: 'POST',
    body,
  });
}

export function useGiveMentoringFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: giveMentoringFeedback,
    onSettled: () => queryClient.invalidateQueries({ queryKey: requestsQueryKey }),
  });
}
