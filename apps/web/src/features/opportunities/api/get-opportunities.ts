import {
  opportunityPageSchema,
  type OpportunityKind,
  type OpportunityPage,
} from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { opportunityApiPaths } from './opportunity-api-paths';
import { opportunityQueryRoot } from './opportunity-query-root';

export interface OpportunityFilters {
  kind: OpportunityKind | '';
  q: string;
  location: string;
  remote: '' | 'true' | 'false';
}

export const noFilters: OpportunityFilters = { kind: '', q: '', location: '', remote: '' };
export const opportunityPageSize = 20;

export function getOpportunities(
  filters: OpportunityFilters,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<OpportunityPage> {
  const query = new URLSearchParams({ limit: String(opportunityPageSize) });
  for (const [key, value] of Object.entries(filters)) if (value) query.set(key, value);
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`${opportunityApiPaths.list}?${query}`, opportunityPageSchema, { signal });
}

export function getOpportunitiesQueryOptions(filters: OpportunityFilters) {
  return infiniteQueryOptions({
    queryKey: [...opportunityQueryRoot, 'list', filters],
    queryFn: ({ pageParam, signal }) => getOpportunities(filters, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Open opportunities, page after page (issue 37). */
export function useOpportunities(filters: OpportunityFilters) {
  return useInfiniteQuery(getOpportunitiesQueryOptions(filters));
}
