import {
  batchListSchema,
  batchPageSchema,
  type BatchPage,
  type BatchSummary,
} from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alumniApiPaths } from '../../../lib/alumni-api-paths';
import { directoryQueryRoot } from './directory-query-root';

export function getBatches({ signal }: { signal?: AbortSignal } = {}): Promise<BatchSummary[]> {
  return apiRequest(alumniApiPaths.batches.list, batchListSchema, { signal });
}

export function getBatchesQueryOptions() {
  return queryOptions({
    queryKey: [...directoryQueryRoot, 'batches'],
    queryFn: ({ signal }) => getBatches({ signal }),
  });
}

/** Every batch with its member count. */
export function useBatches({ enabled = true } = {}) {
  return useQuery({ ...getBatchesQueryOptions(), enabled });
}

export function getBatch(
  batch: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BatchPage> {
  return apiRequest(alumniApiPaths.batches.one(batch), batchPageSchema, { signal });
}

/** A batch's page: its count, its reps and how many joined this month. */
export function useBatch(batch: number, { enabled = true } = {}) {
  return useQuery({
    ...queryOptions({
      queryKey: [...directoryQueryRoot, 'batch', batch],
      queryFn: ({ signal }) => getBatch(batch, { signal }),
    }),
    enabled,
  });
}
