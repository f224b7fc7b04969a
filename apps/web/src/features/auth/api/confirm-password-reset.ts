import { messageSchema, type resetConfirmSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { authApiPaths } from '../../../lib/auth-api-paths';

export type ResetConfirmInput = z.output<typeof resetConfirmSchema>;

/** Sets a new password with the emailed single-use token. */
export function confirmPasswordReset(input: ResetConfirmInput): Promise<{ message: string }> {
  return apiRequest(authApiPaths.resetConfirm, messageSchema, { method: 'POST', body: input });
}

export function useConfirmPasswordReset() {
  return useMutation({ mutationFn: confirmPasswordReset });
}
