import {
  loginResponseSchema,
  type LoginResponse,
  type TwoFactorLoginInput,
} from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { twoFactorApiPaths } from './two-factor-api-paths';

/** The challenge of a sign-in and a code (from the app, or a recovery code): the session. */
export function loginTwoFactor(input: TwoFactorLoginInput): Promise<LoginResponse> {
  return apiRequest(twoFactorApiPaths.login, loginResponseSchema, { method: 'POST', body: input });
}

export function useLoginTwoFactor() {
  return useMutation({ mutationFn: loginTwoFactor });
}
