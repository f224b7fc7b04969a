import { z } from 'zod';
import { PASSWORD_MAX } from './auth';
import { profileMessages } from './profile';

/**
 * Your data (issue 39, ADR 57): one's own archive (GET /api/me/export, a ZIP), deleting one's
 * account (DELETE /api/me), restoring it within 7 days from the emailed link, and the admin's
 * view of the same on a member's request.
 */
export const RESTORE_DAYS = 7;

/** DELETE /api/me: the password confirms it is the owner; `removeContent` hides posts and photos too. */
export const deleteMeSchema = z.object({
  password: z
    .string({ error: profileMessages.passwordToConfirm })
    .min(1, profileMessages.passwordToConfirm)
    .max(PASSWORD_MAX * 4),
  removeContent: z.boolean().optional().default(false),
});
export type DeleteMe = z.infer<typeof deleteMeSchema>;

/** DELETE /api/admin/members/{id}/data: a site admin deletes a member on their request. */
export const adminDeleteMemberSchema = z.object({
  removeContent: z.boolean().optional().default(false),
});

export const accountDeletedSchema = z.object({
  message: z.string(),
  /** Until when the emailed restore link works (ISO 8601). */
  restoreUntil: z.string(),
});
export type AccountDeleted = z.infer<typeof accountDeletedSchema>;

/** POST /api/account/restore */
export const restoreAccountSchema = z.object({ token: z.string().trim().min(1).max(200) });
export type RestoreAccount = z.infer<typeof restoreAccountSchema>;

/** GET /api/admin/account-deletions: deletions still inside their 7 days. */
export const pendingDeletionsSchema = z.object({ pending: z.number().int().nonnegative() });
export type PendingDeletions = z.infer<typeof pendingDeletionsSchema>;
