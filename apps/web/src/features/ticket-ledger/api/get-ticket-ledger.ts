import {
  ticketLedgerPageSchema,
  type TicketLedgerKind,
  type TicketLedgerPage,
} from '@portal/contract';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { ticketApiPaths } from '../../../lib/ticket-api-paths';

export interface TicketLedgerFilters {
  eventId?: string | undefined;
  kind?: TicketLedgerKind | undefined;
}

/** The filters as a query string, leaving out the ones not set ("eventId=…&kind=refunded"). */
export function ticketLedgerQueryString(filters: TicketLedgerFilters, before?: number): string {
  const query = new URLSearchParams();
  if (filters.eventId) query.set('eventId', filters.eventId);
  if (filters.kind) query.set('kind', filters.kind);
  if (before) query.set('before', String(before));
  return query.toString();
}

/** `path` with the filters' query string, for the ledger and its CSV. */
export function ticketLedgerPath(path: string, filters: TicketLedgerFilters, before?: number) {
  const query = ticketLedgerQueryString(filters, before);
  return query ? `${path}?${query}` : path;
}

export function getTicketLedgerPage(
  filters: TicketLedgerFilters,
  before: number | undefined,
  { signal }: { signal?: AbortSignal } = {},
): Promise<TicketLedgerPage> {
  return apiRequest(
    ticketLedgerPath(ticketApiPaths.ledger, filters, before),
    ticketLedgerPageSchema,
    { signal },
  );
}

export function getTicketLedgerQueryOptions(filters: TicketLedgerFilters) {
  return infiniteQueryOptions({
    queryKey: [sessionQueryRoot, 'admin', 'ticket-ledger', filters],
    queryFn: ({ pageParam, signal }) => getTicketLedgerPage(filters, pageParam, { signal }),
    initialPageParam: undefined as number | undefined,
    // The server's keyset cursor: the last row's id; null on the last page.
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Keep the last rows on screen while a changed filter loads, instead of a spinner flash.
    placeholderData: keepPreviousData,
  });
}

/** The ledger, newest first, one page of 50 at a time ("Show older" reads the next). */
export function useTicketLedger(filters: TicketLedgerFilters) {
  return useInfiniteQuery(getTicketLedgerQueryOptions(filters));
}
