import { mentoringRequestCreatedSchema, type MentoringRequestCreate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mentoringApiPaths } from './mentoring-api-paths';
import { mentoringQueryRoot } from './mentoring-query-root';

export function createMentoringRequest(body: MentoringRequestCreate) {
  return apiRequest(mentoringApiPaths.requests, mentoringRequestCreatedSchema, {
    method: 'POST',
    body,
  });
}

export function useCreateMentoringRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMentoringRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: mentoringQueryRoot }),
  });
}
