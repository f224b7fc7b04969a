import { z } from 'zod';

/**
 * One-click unsubscribe from an email (ADR 54, RFC 8058): a signed token in the link and in the
 * List-Unsubscribe header names the person and the kind of email; no session is needed. A later
 * kind of email adds its name here and its handler on the server (modules/unsubscribe/kinds.ts).
 */
export const unsubscribeMessages = {
  badToken: 'This unsubscribe link is not valid. Change your email settings after signing in.',
} as const;

export const unsubscribeKinds = ['opportunity-alerts'] as const;
export type UnsubscribeKind = (typeof unsubscribeKinds)[number];

/** POST /api/unsubscribe?token=… */
export const unsubscribeQuerySchema = z.object({ token: z.string().min(1).max(500) });
export const unsubscribeResultSchema = z.object({ kind: z.enum(unsubscribeKinds) });
export type UnsubscribeResult = z.infer<typeof unsubscribeResultSchema>;
