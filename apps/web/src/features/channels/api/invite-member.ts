import { messageSchema, type channelInviteInputSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { channelKeys } from './channel-keys';
import { channelApiPaths } from './channel-api-paths';

export type InviteInput = z.output<typeof channelInviteInputSchema>;

export interface InviteMemberVariables {
  channelId: string;
  input: InviteInput;
}

/** Invites a member by mobile or email (emailed); approves their request if they had asked. */
export function inviteMember({ channelId, input }: InviteMemberVariables) {
  return apiRequest(channelApiPaths.invites(channelId), messageSchema, {
    method: 'POST',
    body: input,
  });
}

export function useInviteMember() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteMember,
    onSuccess: (_, { channelId }) =>
      queryClient.invalidateQueries({ queryKey: channelKeys.one(channelId) }),
  });
}
