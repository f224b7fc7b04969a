import { z } from 'zod';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';

/** Spec §8 contact texts, verbatim. */
export const contactMessages = {
  sent: 'Message sent successfully!',
  failed: 'Failed to send message',
  network: 'Something went wrong',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Invalid email address',
  messageRequired: 'Message is required',
} as const;

const required = (message: string, max: number) =>
  z
    .string({ error: message })
    .trim()
    .min(1, message)
    .max(max, fillText(fieldMessages.tooLong, { max }));

/**
 * POST /api/serviceform (spec §3 Contact message). `website` is a honeypot: people never see or
 * fill it, so a value means a bot; the server answers as if it worked and stores nothing.
 */
export const contactMessageSchema = z.object({
  firstName: required(contactMessages.firstNameRequired, 60),
  lastName: required(contactMessages.lastNameRequired, 60),
  email: z
    .string({ error: contactMessages.emailRequired })
    .trim()
    .toLowerCase()
    .min(1, contactMessages.emailRequired)
    .max(254)
    .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, contactMessages.emailInvalid),
  message: required(contactMessages.messageRequired, 5000),
  website: z.string().max(500).optional(),
});
export type ContactMessageInput = z.input<typeof contactMessageSchema>;

export const supportMessageSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: z.string(),
});
export type SupportMessage = z.infer<typeof supportMessageSchema>;
export const supportMessageListSchema = z.array(supportMessageSchema);

export const supportMessageQuerySchema = z.object({
  handled: z.enum(['true', 'false']).optional(),
});
export const supportMessageUpdateSchema = z.object({ handled: z.boolean() });
