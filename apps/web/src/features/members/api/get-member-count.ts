import { memberCountSchema } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { membersQueryRoot } from './members-query-root';
import { memberApiPaths } from '../../../lib/member-api-paths';

export function getMemberCount(q: string, { signal }: { signal?: AbortSignal } = {}) {
  const path = q ? `${memberApiPaths.count}?${new URLSearchParams({ q })}` : memberApiPaths.count;
  return apiRequest(path, memberCountSchema, { signal });
}

export function getMemberCountQueryOptions(q: string) {
  return queryOptions({
    queryKey: [...membersQueryRoot, 'count', q],
    queryFn: ({ signal }) => getMemberCount(q, { signal }),
  });
}

/** How many members match `q` (all of them when blank): the pager's length, the running total. */
export function useMemberCount(q = '') {
  return useQuery({ ...getMemberCountQueryOptions(q), placeholderData: keepPreviousData });
}
