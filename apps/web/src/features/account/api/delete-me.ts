import { accountDeletedSchema, type AccountDeleted, type deleteMeSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { yourDataApiPaths } from '../your-data-api-paths';

export type DeleteMeInput = z.output<typeof deleteMeSchema>;

/** Deletes the account at once; the emailed link restores it for 7 days. */
export function deleteMe(input: DeleteMeInput): Promise<AccountDeleted> {
  return apiRequest(yourDataApiPaths.me, accountDeletedSchema, { method: 'DELETE', body: input });
}

export function useDeleteMe() {
  return useMutation({ mutationFn: deleteMe });
}
