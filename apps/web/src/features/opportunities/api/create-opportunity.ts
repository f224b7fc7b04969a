import { opportunitySchema, type OpportunityCreate } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opportunityApiPaths } from './opportunity-api-paths';
import { opportunityQueryRoot } from './opportunity-query-root';

export const createOpportunity = (body: OpportunityCreate) =>
  apiRequest(opportunityApiPaths.list, opportunitySchema, { method: 'POST', body });

/** Posts an opportunity; the lists are asked again (it may be published at once). */
export function useCreateOpportunity() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createOpportunity,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: opportunityQueryRoot }),
  });
}
