import { memberSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { membersQueryRoot } from './members-query-root';

export function getMember(id: string, { signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(apiPaths.members.one(id), memberSchema, { signal });
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
