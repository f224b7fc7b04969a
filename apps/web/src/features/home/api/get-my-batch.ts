import { batchPageSchema, type BatchPage } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { alumniApiPaths } from '../../../lib/alumni-api-paths';

/** The member's own batch, for the home page's greeting ("Batch of 2009 · 42 members"). */
export function useMyBatch(batch: number | null | undefined) {
  return useQuery({
    ...queryOptions({
      queryKey: [sessionQueryRoot, 'directory', 'batch', batch],
      queryFn: ({ signal }): Promise<BatchPage> =>
        apiRequest(alumniApiPaths.batches.one(batch ?? 0), batchPageSchema, { signal }),
    }),
    enabled: typeof batch === 'number',
  });
}
