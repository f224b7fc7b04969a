import { rosterPageSchema, type RosterPage } from '@portal/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alumniApiPaths } from '../../../lib/alumni-api-paths';

/** What the roster screen's queries start with: an import invalidates them all. */
export const rosterQueryRoot = ['admin', 'roster'] as const;

/**
 * A page of the roster people an invitation cannot be emailed to (no account, no email, a
 * mobile), of one batch when given, each with the sign-up link an invitation carries.
 */
export function getRosterWithoutEmail(
  batch: number | undefined,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<RosterPage> {
  const query = new URLSearchParams({ noEmail: 'true' });
  if (batch !== undefined) query.set('batch', String(batch));
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`${alumniApiPaths.admin.roster}?${query}`, rosterPageSchema, { signal });
}

export function useRosterWithoutEmail(batch: number | undefined) {
  return useInfiniteQuery({
    queryKey: [...rosterQueryRoot, 'noEmail', batch ?? null],
    queryFn: ({ pageParam, signal }) => getRosterWithoutEmail(batch, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}
