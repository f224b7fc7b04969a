import { loginResponseSchema, type LoginInput, type LoginResponse } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export function login(input: LoginInput): Promise<LoginResponse> {
  return apiRequest(apiPaths.auth.login, loginResponseSchema, { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
