import { memberSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { membersQueryRoot } from './members-query-root';
import { memberApiPaths } from '../../../lib/member-api-paths';

export function getMember(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(memberApiPaths.one(id), memberSchema, { signal });
}

export function getMemberQueryOptions(id: string) {
  return queryOptions({
    queryKey: [...membersQueryRoot, 'one', id],
    queryFn: ({ signal }) => getMember(id, { signal }),
  });
}

export function useMember(id: string) {
  return useQuery(getMemberQueryOptions(id));
}
