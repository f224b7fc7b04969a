import { messageSchema, type contactMessageSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';

export type ContactMessageParsed = z.output<typeof contactMessageSchema>;

/** Spec §7 POST /api/serviceform: the 'Talk to us' form, answered by the site's admins. */
export function sendContactMessage({
  website,
  ...message
}: ContactMessageParsed): Promise<{ message: string }> {
  // The honeypot goes only when something filled it (then the server quietly drops the message).
  const body = website ? { ...message, website } : message;
  return apiRequest(apiPaths.support.contact, messageSchema, { method: 'POST', body });
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}
