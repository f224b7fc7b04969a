import { outboxPageSchema, type OutboxMessage } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { adminApiPaths } from '../../../lib/admin-api-paths';

export type OutboxPage = z.output<typeof outboxPageSchema>;
export type { OutboxMessage };

const pageSize = 20;

/** One page of emails, newest first; `cursor` is the previous page's nextCursor. */
export function getOutboxPage({
  cursor,
  signal,
}: { cursor?: string | undefined; signal?: AbortSignal } = {}): Promise<OutboxPage> {
  const query = new URLSearchParams({ limit: String(pageSize) });
  if (cursor) query.set('cursor', cursor);
  return apiRequest(`${adminApiPaths.outbox}?${query}`, outboxPageSchema, { signal });
}

export function getOutboxQueryOptions() {
  return infiniteQueryOptions({
    queryKey: [sessionQueryRoot, 'admin', 'outbox'],
    queryFn: ({ pageParam, signal }) => getOutboxPage({ cursor: pageParam, signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor ?? undefined,
    // An admin opens the outbox to find a message that was just sent: always ask again.
    staleTime: 0,
  });
}

export function useOutbox() {
  return useInfiniteQuery(getOutboxQueryOptions());
}
