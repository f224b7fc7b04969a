import { directoryPageSchema, type DirectoryPage } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alumniApiPaths } from '../../../lib/alumni-api-paths';
import { directoryApiQuery, type DirectoryFilters } from '../directory-query';
import { directoryQueryRoot } from './directory-query-root';

export const directoryPageSize = 24;

export function getDirectoryPage(
  filters: DirectoryFilters,
  cursor: string | null,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DirectoryPage> {
  const query = directoryApiQuery(filters, { cursor, limit: directoryPageSize });
  return apiRequest(`${alumniApiPaths.directory.list}?${query}`, directoryPageSchema, { signal });
}

export function getDirectoryQueryOptions(filters: DirectoryFilters) {
  return infiniteQueryOptions({
    queryKey: [...directoryQueryRoot, 'list', filters],
    queryFn: ({ pageParam, signal }) => getDirectoryPage(filters, pageParam, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** The directory's cards, page after page as the reader scrolls (issue 35). */
export function useDirectory(filters: DirectoryFilters, { enabled = true } = {}) {
  return useInfiniteQuery({ ...getDirectoryQueryOptions(filters), enabled });
}
