import { opportunitySchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opportunityApiPaths } from './opportunity-api-paths';
import { opportunityQueryRoot } from './opportunity-query-root';

export interface OpportunityAction {
  id: string;
  action: 'publish' | 'reject' | 'close';
}

export const actOnOpportunity = ({ id, action }: OpportunityAction) =>
  apiRequest(opportunityApiPaths.act(id, action), opportunitySchema, { method: 'POST' });

/** Publishes, rejects or closes a post; every list is asked again either way (others act too). */
export function useActOnOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: actOnOpportunity,
    onSettled: () => queryClient.invalidateQueries({ queryKey: opportunityQueryRoot }),
  });
}
