import { messageSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { yourDataApiPaths } from '../your-data-api-paths';

/** The emailed link's token brings a deleted account back (within 7 days). */
export function restoreAccount(token: string): Promise<{ message: string }> {
  return apiRequest(yourDataApiPaths.restore, messageSchema, {
    method: 'POST',
    body: { token },
  });
}

export function useRestoreAccount() {
  return useMutation({ mutationFn: restoreAccount });
}
