import { mentoringRequestsPageSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mentoringApiPaths } from './mentoring-api-paths';
import { mentoringQueryRoot } from './mentoring-query-root';

export const requestsQueryKey = [...mentoringQueryRoot, 'requests'] as const;

/** One's own requests, as mentor and as mentee, newest first (the latest 100). */
export function useMentoringRequests() {
  return useQuery(
    queryOptions({
      queryKey: requestsQueryKey,
      queryFn: ({ signal }) =>
        apiRequest(`${mentoringApiPaths.requests}?limit=100`, mentoringRequestsPageSchema, {
          signal,
        }),
    }),
  );
}
