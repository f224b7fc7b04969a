import { unsubscribeResultSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opportunityApiPaths } from './opportunity-api-paths';

/** One-click unsubscribe by the signed token in an email's link; no session needed. */
export const unsubscribe = (token: string) =>
  apiRequest(opportunityApiPaths.unsubscribe(token), unsubscribeResultSchema, { method: 'POST' });

export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
