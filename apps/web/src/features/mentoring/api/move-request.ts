import { mentoringRequestSchema, type MentoringMove } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mentoringApiPaths } from './mentoring-api-paths';
import { mentoringQueryRoot } from './mentoring-query-root';

export interface MoveInput {
  id: string;
  move: MentoringMove;
  reason?: string;
}

export function moveMentoringRequest({ id, move, reason }: MoveInput) {
  return apiRequest(mentoringApiPaths.move(id, move), mentoringRequestSchema, {
    method: 'POST',
    body: reason ? { reason } : {},
  });
}

/** Accept, decline, withdraw, complete or cancel; every list of requests and mentors follows. */
export function useMoveMentoringRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveMentoringRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentoringQueryRoot }),
  });
}
