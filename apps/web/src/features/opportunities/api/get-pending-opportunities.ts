import { opportunityPageSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opportunityApiPaths } from './opportunity-api-paths';
import { opportunityQueryRoot } from './opportunity-query-root';

export const getPendingOpportunitiesQueryOptions = () =>
  queryOptions({
    queryKey: [...opportunityQueryRoot, 'pending'],
    queryFn: ({ signal }) =>
      apiRequest(opportunityApiPaths.pending, opportunityPageSchema, { signal }),
  });

/** Site admins: posts waiting for moderation, oldest first. */
export const usePendingOpportunities = () => useQuery(getPendingOpportunitiesQueryOptions());
