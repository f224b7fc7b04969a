import { opportunityPageSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opportunityApiPaths } from './opportunity-api-paths';
import { opportunityQueryRoot } from './opportunity-query-root';

export const getMyOpportunitiesQueryOptions = () =>
  queryOptions({
    queryKey: [...opportunityQueryRoot, 'mine'],
    queryFn: ({ signal }) =>
      apiRequest(opportunityApiPaths.mine, opportunityPageSchema, { signal }),
  });

/** The member's own posts, every status. */
export const useMyOpportunities = () => useQuery(getMyOpportunitiesQueryOptions());
