import { messageSchema, type ChangePasswordInput } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authApiPaths } from '../../../lib/auth-api-paths';

/** Verifies the current password on the server and signs out the other devices (DESIGN §5.4). */
export function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  return apiRequest(authApiPaths.changePassword, messageSchema, { method: 'POST', body: input });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
