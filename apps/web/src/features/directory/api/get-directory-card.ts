import { directoryCardSchema, type DirectoryCard } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alumniApiPaths } from '../../../lib/alumni-api-paths';
import { directoryQueryRoot } from './directory-query-root';

export function getDirectoryCard(
  userId: string,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DirectoryCard> {
  return apiRequest(alumniApiPaths.directory.one(userId), directoryCardSchema, { signal });
}

/** One person's card, with only what the reader may see of it. */
export function useDirectoryCard(userId: string) {
  return useQuery(
    queryOptions({
      queryKey: [...directoryQueryRoot, 'card', userId],
      queryFn: ({ signal }) => getDirectoryCard(userId, { signal }),
    }),
  );
}
