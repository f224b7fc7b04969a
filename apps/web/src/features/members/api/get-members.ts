import { memberListSchema, type Member } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { membersQueryRoot } from './members-query-root';
import { memberApiPaths } from '../../../lib/member-api-paths';

export type { Member };

/** Spec screen 18 shows twelve cards a page. */
export const membersPageSize = 12;

export interface MembersPageParams {
  q: string;
  page: number;
}

export function getMembers(
  { q, page }: MembersPageParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  const query = new URLSearchParams({ page: String(page), limit: String(membersPageSize) });
  if (q) query.set('q', q);
  return apiRequest(`${memberApiPaths.list}?${query}`, memberListSchema, { signal });
}

export function getMembersQueryOptions(params: MembersPageParams) {
  return queryOptions({
    queryKey: [...membersQueryRoot, 'list', params],
    queryFn: ({ signal }) => getMembers(params, { signal }),
  });
}

/** One page of the directory; the previous page stays on screen while the next one loads. */
export function useMembers(params: MembersPageParams) {
  return useQuery({ ...getMembersQueryOptions(params), placeholderData: keepPreviousData });
}
