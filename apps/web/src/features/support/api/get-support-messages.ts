import { supportMessageListSchema, type SupportMessage } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { adminApiPaths } from '../../../lib/admin-api-paths';

/** Which messages the inbox shows: every one, the ones still to answer, or the answered ones. */
export type InboxFilter = 'all' | 'open' | 'handled';

const handledParam: Record<InboxFilter, string | undefined> = {
  all: undefined,
  open: 'false',
  handled: 'true',
};

export const supportMessagesRoot = [sessionQueryRoot, 'admin', 'messages'] as const;

export function getSupportMessages(
  filter: InboxFilter,
  { signal }: { signal?: AbortSignal } = {},
): Promise<SupportMessage[]> {
  const handled = handledParam[filter];
  const path = handled
    ? `${adminApiPaths.messages}?${new URLSearchParams({ handled })}`
    : adminApiPaths.messages;
  return apiRequest(path, supportMessageListSchema, { signal });
}

export function getSupportMessagesQueryOptions(filter: InboxFilter) {
  return queryOptions({
    queryKey: [...supportMessagesRoot, filter],
    queryFn: ({ signal }) => getSupportMessages(filter, { signal }),
    // An admin opens the inbox to see what just arrived: always ask again.
    staleTime: 0,
  });
}

export function useSupportMessages(filter: InboxFilter) {
  return useQuery(getSupportMessagesQueryOptions(filter));
}
