import { signupResponseSchema, type LoginResponse, type SignupInput } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { authApiPaths } from '../../../lib/auth-api-paths';

export function signup(input: SignupInput): Promise<LoginResponse> {
  return apiRequest(authApiPaths.signup, signupResponseSchema, { method: 'POST', body: input });
}

export function useSignup() {
  return useMutation({ mutationFn: signup });
}
