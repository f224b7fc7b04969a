import {
  donationLedgerSchema,
  type DonationLedger,
  type donationLedgerQuerySchema,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { donationApiPaths } from '../../../lib/donation-api-paths';

export type LedgerFilters = z.output<typeof donationLedgerQuerySchema>;

/** The filters as a query string, leaving out the ones not set ("status=paid&from=2026-01-01"). */
export function ledgerQueryString(filters: LedgerFilters): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value) query.set(key, value);
  }
  return query.toString();
}

/** `path` with the filters' query string, for the ledger and its CSV. */
export function ledgerPath(path: string, filters: LedgerFilters): string {
  const query = ledgerQueryString(filters);
  return query ? `${path}?${query}` : path;
}

export function getDonationLedger(
  filters: LedgerFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DonationLedger> {
  return apiRequest(ledgerPath(donationApiPaths.ledger, filters), donationLedgerSchema, {
    signal,
  });
}

export function getDonationLedgerQueryOptions(filters: LedgerFilters) {
  return queryOptions({
    queryKey: [sessionQueryRoot, 'admin', 'donations', filters],
    queryFn: ({ signal }) => getDonationLedger(filters, { signal }),
    // Keep the last rows on screen while a changed filter loads, instead of a spinner flash.
    placeholderData: keepPreviousData,
  });
}

export function useDonationLedger(filters: LedgerFilters) {
  return useQuery(getDonationLedgerQueryOptions(filters));
}
