import { mentorsPageSchema, type MentorsPage } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { mentoringApiPaths } from './mentoring-api-paths';
import { mentoringQueryRoot } from './mentoring-query-root';

export interface MentorFilters {
  q?: string;
  topic?: string;
  industry?: string;
  batch?: string;
}

export function getMentors(
  filters: MentorFilters,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<MentorsPage> {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters))
    if (typeof value === 'string' && value.trim()) query.set(key, value.trim());
  if (cursor) query.set('cursor', cursor);
  query.set('limit', '24');
  return apiRequest(`${mentoringApiPaths.mentors}?${query}`, mentorsPageSchema, { signal });
}

/** Mentors with room first, page after page (issue 37). */
export function useMentors(filters: MentorFilters) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: [...mentoringQueryRoot, 'mentors', filters],
      queryFn: ({ pageParam, signal }) => getMentors(filters, pageParam, { signal }),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.nextCursor,
    }),
  );
}
