import {
  messageSchema,
  recoveryCodesSchema,
  twoFactorSetupSchema,
  type RecoveryCodes,
  type TwoFactorDisableInput,
  type TwoFactorSetup,
} from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { getTwoFactorStatusQueryOptions } from './get-two-factor-status';
import { securityApiPaths } from './security-api-paths';

/** A new secret and its QR code; two-step sign-in is on only once a code confirms it. */
export function setUpTwoFactor(): Promise<TwoFactorSetup> {
  return apiRequest(securityApiPaths.twoFactorSetup, twoFactorSetupSchema, { method: 'POST' });
}

export function enableTwoFactor(code: string): Promise<RecoveryCodes> {
  return apiRequest(securityApiPaths.twoFactorEnable, recoveryCodesSchema, {
    method: 'POST',
    body: { code },
  });
}

export function disableTwoFactor(input: TwoFactorDisableInput): Promise<{ message: string }> {
  return apiRequest(securityApiPaths.twoFactorDisable, messageSchema, {
    method: 'POST',
    body: input,
  });
}

export function useSetUpTwoFactor() {
  return useMutation({ mutationFn: setUpTwoFactor });
}

/** Turning it on or off: the status shown above is asked again afterwards. */
function useChange<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: getTwoFactorStatusQueryOptions().queryKey }),
  });
}

export const useEnableTwoFactor = () => useChange(enableTwoFactor);
export const useDisableTwoFactor = () => useChange(disableTwoFactor);
