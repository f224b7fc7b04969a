import { joinRequestListSchema, type JoinRequest } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { alumniApiPaths } from '../../../lib/alumni-api-paths';

/** Who sees which requests depends on who asks (a rep sees their batch's): kept with the session. */
export const joinRequestsQueryRoot = [sessionQueryRoot, 'join-requests'] as const;

export function getJoinRequests({ signal }: { signal?: AbortSignal } = {}): Promise<JoinRequest[]> {
  return apiRequest(alumniApiPaths.admin.joinRequests, joinRequestListSchema, { signal });
}

export function useJoinRequests() {
  return useQuery(
    queryOptions({
      queryKey: [...joinRequestsQueryRoot, 'list'],
      queryFn: ({ signal }) => getJoinRequests({ signal }),
    }),
  );
}
