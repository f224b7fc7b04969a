import { loginAnswerSchema, type LoginAnswer, type LoginInput } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

/** A session, or (two-step sign-in on) `{ twoFactorRequired, challenge }` for the code step. */
export function login(input: LoginInput): Promise<LoginAnswer> {
  return apiRequest(apiPaths.auth.login, loginAnswerSchema, { method: 'POST', body: input });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
