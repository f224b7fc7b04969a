import { auditPageSchema, type AuditAction, type AuditPage } from '@portal/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { auditApiPaths } from './audit-api-paths';

/** The screen's filters as the address keeps them: days (YYYY-MM-DD) in the viewer's own zone. */
export interface AuditFilters {
  actor?: string | undefined;
  action?: AuditAction | undefined;
  /** The first day shown. */
  from?: string | undefined;
  /** The last day shown, whole. */
  to?: string | undefined;
}

/** Midnight starting `day` where the viewer is, as the instant the server compares with. */
const startOfDay = (day: string, plusDays = 0) => {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year!, month! - 1, date! + plusDays).toISOString();
};

/**
 * The filters as the API's query string: `from` at the first day's start, `to` at the start of
 * the day after the last (the server's `to` is exclusive), so the range covers whole local days.
 */
export function auditQueryString(filters: AuditFilters, cursor?: string): string {
  const query = new URLSearchParams();
  if (filters.actor) query.set('actor', filters.actor);
  if (filters.action) query.set('action', filters.action);
  if (filters.from) query.set('from', startOfDay(filters.from));
  if (filters.to) query.set('to', startOfDay(filters.to, 1));
  if (cursor) query.set('cursor', cursor);
  return query.toString();
}

export function auditPath(path: string, filters: AuditFilters, cursor?: string) {
  const query = auditQueryString(filters, cursor);
  return query ? `${path}?${query}` : path;
}

export function getAuditPage(
  filters: AuditFilters,
  cursor: string | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AuditPage> {
  return apiRequest(auditPath(auditApiPaths.list, filters, cursor), auditPageSchema, { signal });
}

export function getAuditQueryOptions(filters: AuditFilters) {
  return infiniteQueryOptions({
    queryKey: [sessionQueryRoot, 'admin', 'audit', filters],
    queryFn: ({ pageParam, signal }) => getAuditPage(filters, pageParam, { signal }),
    initialPageParam: undefined as string | undefined,
    // The server's keyset cursor; null on the last page.
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Keep the last rows on screen while a changed filter loads, instead of a spinner flash.
    placeholderData: keepPreviousData,
  });
}

/** The trail, newest first, a page at a time ("Load more" reads the next). */
export function useAudit(filters: AuditFilters) {
  return useInfiniteQuery(getAuditQueryOptions(filters));
}
