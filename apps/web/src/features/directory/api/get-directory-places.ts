import { directoryPlacesSchema, type DirectoryPlaces } from '@portal/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alumniApiPaths } from '../../../lib/alumni-api-paths';
import { directoryApiQuery, type DirectoryFilters } from '../directory-query';
import { directoryQueryRoot } from './directory-query-root';

export function getDirectoryPlaces(
  filters: DirectoryFilters,
  { signal }: { signal?: AbortSignal } = {},
): Promise<DirectoryPlaces> {
  const query = directoryApiQuery(filters);
  return apiRequest(
    `${alumniApiPaths.directory.places}${query ? `?${query}` : ''}`,
    directoryPlacesSchema,
    { signal },
  );
}

/** Counts by country and city for the same filters ("London 42, Dubai 31"). */
export function useDirectoryPlaces(filters: DirectoryFilters, { enabled = true } = {}) {
  return useQuery({
    ...queryOptions({
      queryKey: [...directoryQueryRoot, 'places', filters],
      queryFn: ({ signal }) => getDirectoryPlaces(filters, { signal }),
    }),
    placeholderData: keepPreviousData,
    enabled,
  });
}
