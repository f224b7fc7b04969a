import { messageSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys } from './channel-keys';
import { channelApiPaths } from './channel-api-paths';

export interface AnswerInviteVariables {
  channelId: string;
  /** The person invited or asking to join: the caller for their own invitation. */
  userId: string;
  answer: 'accept' | 'reject';
}

/**
 * Accepts or rejects a pending invite or request. A request is answered by a channel admin, an
 * invite by the invited person; either side may reject.
 */
export function answerInvite({ channelId, userId, answer }: AnswerInviteVariables) {
  const path =
    answer === 'accept'
      ? channelApiPaths.acceptInvite(channelId, userId)
      : channelApiPaths.rejectInvite(channelId, userId);
  return apiRequest(path, messageSchema, { method: 'POST' });
}

/** Refreshes the channel (count, viewer, members, invites) and the caller's lists. */
export function useAnswerInvite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: answerInvite,
    onSuccess: (_, { channelId }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: channelKeys.one(channelId) }),
        queryClient.invalidateQueries({ queryKey: channelKeys.mine() }),
        queryClient.invalidateQueries({ queryKey: channelKeys.invitations() }),
      ]),
  });
}
