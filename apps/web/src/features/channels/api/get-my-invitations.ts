import { myInvitationListSchema } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { channelKeys } from './channel-keys';
import { channelApiPaths } from './channel-api-paths';

export type MyInvitation = z.infer<typeof myInvitationListSchema>[number];

/** Channels that invited the caller and are waiting for an answer. */
export function getMyInvitations({ signal }: { signal?: AbortSignal } = {}) {
  return apiRequest(channelApiPaths.invitations, myInvitationListSchema, { signal });
}

export function getMyInvitationsQueryOptions() {
  return queryOptions({
    queryKey: channelKeys.invitations(),
    queryFn: ({ signal }) => getMyInvitations({ signal }),
  });
}

/** Idle for visitors. */
export function useMyInvitations() {
  const { isLoggedIn } = useSession();
  return useQuery({ ...getMyInvitationsQueryOptions(), enabled: isLoggedIn });
}
