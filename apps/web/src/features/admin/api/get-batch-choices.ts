import {
  batchListSchema,
  batchPageSchema,
  directoryPageSchema,
  type BatchPage,
  type BatchSummary,
  type DirectoryPage,
} from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { alumniApiPaths } from '../../../lib/alumni-api-paths';

// What the batch-reps screen reads: the batches, one batch's page (its reps) and a search of its
// members. The directory screens read the same calls through their own feature.

const root = [sessionQueryRoot, 'batch-reps'] as const;

export function useBatchList() {
  return useQuery(
    queryOptions({
      queryKey: [...root, 'batches'],
      queryFn: ({ signal }): Promise<BatchSummary[]> =>
        apiRequest(alumniApiPaths.batches.list, batchListSchema, { signal }),
    }),
  );
}

export function useBatchPage(batch: number | null) {
  return useQuery({
    ...queryOptions({
      queryKey: [...root, 'batch', batch],
      queryFn: ({ signal }): Promise<BatchPage> =>
        apiRequest(alumniApiPaths.batches.one(batch ?? 0), batchPageSchema, { signal }),
    }),
    enabled: batch !== null,
  });
}

/** Members of `batch` whose name (or work, or city) matches `q`: the first page is enough here. */
export function useBatchMemberSearch(batch: number | null, q: string) {
  return useQuery({
    ...queryOptions({
      queryKey: [...root, 'search', batch, q],
      queryFn: ({ signal }): Promise<DirectoryPage> => {
        const query = new URLSearchParams({ batch: String(batch), limit: '20' });
        if (q) query.set('q', q);
        return apiRequest(`${alumniApiPaths.directory.list}?${query}`, directoryPageSchema, {
          signal,
        });
      },
    }),
    enabled: batch !== null,
    placeholderData: keepPreviousData,
  });
}
