import { rosterInviteResultSchema, type RosterInviteResult } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { alumniApiPaths } from '../../../lib/alumni-api-paths';

/** Invites every roster person without an account (of one batch, when given). */
export function sendRosterInvites({ batch }: { batch?: number }): Promise<RosterInviteResult> {
  return apiRequest(alumniApiPaths.admin.rosterInvite, rosterInviteResultSchema, {
    method: 'POST',
    body: batch ? { batch } : {},
  });
}

export function useSendRosterInvites() {
  return useMutation({ mutationFn: sendRosterInvites });
}
