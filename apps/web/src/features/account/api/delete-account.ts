import { messageSchema, type deleteAccountSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { accountApiPaths } from '../../../lib/account-api-paths';

export type DeleteAccountInput = z.output<typeof deleteAccountSchema>;

/** Deletes the account and its personal data; the password confirms it is really the owner. */
export function deleteAccount(input: DeleteAccountInput): Promise<{ message: string }> {
  return apiRequest(accountApiPaths.account, messageSchema, { method: 'DELETE', body: input });
}

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
