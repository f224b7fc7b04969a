import { unreadablePhoneListSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { membersQueryRoot } from './members-query-root';
import { adminApiPaths } from '../../../lib/admin-api-paths';

export function getUnreadablePhones({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(adminApiPaths.unreadablePhones, unreadablePhoneListSchema, { signal });
}

/** Stored numbers the move to E.164 could not read (ADR 22); under the members root, so an
 * edit that corrects one refreshes the list. */
export function getUnreadablePhonesQueryOptions() {
  return queryOptions({
    queryKey: [...membersQueryRoot, 'unreadable-phones'],
    queryFn: ({ signal }) => getUnreadablePhones({ signal }),
  });
}

/** Site admins only: the server refuses everyone else. */
export function useUnreadablePhones(enabled: boolean) {
  return useQuery({ ...getUnreadablePhonesQueryOptions(), enabled });
}
