import { messageSchema, type resetRequestSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { authApiPaths } from '../../../lib/auth-api-paths';

export type ResetRequestInput = z.output<typeof resetRequestSchema>;

/** Emails a reset link; the answer is the same whether or not an account matches. */
export function requestPasswordReset(input: ResetRequestInput): Promise<{ message: string }> {
  return apiRequest(authApiPaths.resetRequest, messageSchema, { method: 'POST', body: input });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
