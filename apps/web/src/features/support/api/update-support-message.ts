import { supportMessageSchema, type SupportMessage } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { supportMessagesRoot } from './get-support-messages';
import { adminApiPaths } from '../../../lib/admin-api-paths';

/** Marks a message handled (answered) or open again. */
export function updateSupportMessage({
  id,
  handled,
}: {
  id: string;
  handled: boolean;
}): Promise<SupportMessage> {
  return apiRequest(adminApiPaths.message(id), supportMessageSchema, {
    method: 'PATCH',
    body: { handled },
  });
}

export function useUpdateSupportMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSupportMessage,
    // Every tab's list changes: the message moves between Open and Handled.
    onSettled: () => queryClient.invalidateQueries({ queryKey: supportMessagesRoot }),
  });
}
