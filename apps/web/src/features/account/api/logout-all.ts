import { messageSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authApiPaths } from '../../../lib/auth-api-paths';

/** Revokes every session of this account, this device's included. */
export function logoutAll(): Promise<{ message: string }> {
  return apiRequest(authApiPaths.logoutAll, messageSchema, { method: 'POST' });
}

export function useLogoutAll() {
  return useMutation({ mutationFn: logoutAll });
}
