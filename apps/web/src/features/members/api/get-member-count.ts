import { memberCountSchema } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { membersQueryRoot } from './members-query-root';

export function getMemberCount(q: string, { signal }: { signal?: AbortSignal } = {}) {
  const path = q
    ? `${apiPaths.members.count}?${new URLSearchParams({ q })}`
    : apiPaths.members.count;
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
