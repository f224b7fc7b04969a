import { z } from 'zod';
import { BATCH_MIN, batchMax } from './alumni';

/**
 * The roster's admin screen (issue 35): GET /api/admin/roster lists the association's alumni
 * list, with whether each person has an account yet and when they were last invited.
 */
export const ROSTER_PAGE_SIZE = 50;

export const rosterQuerySchema = z.object({
  batch: z.coerce.number().int().min(BATCH_MIN).max(batchMax()).optional(),
  /** Part of a name, email or mobile. */
  q: z.string().trim().max(100).optional(),
  cursor: z.string().max(300).optional(),
  /** Only those who cannot be emailed an invitation: no account, no email, a mobile. */
  noEmail: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
});
export type RosterQuery = z.infer<typeof rosterQuerySchema>;

export const rosterEntrySchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string().nullable(),
  /** E.164. */
  mobile: z.string().nullable(),
  batch: z.number().int().nullable(),
  course: z.string().nullable(),
  city: z.string().nullable(),
  country: z.string().nullable(),
  /** Whether an account has this email or mobile. */
  hasAccount: z.boolean(),
  /** When the last invitation went (at most one a week); null if never. */
  invitedAt: z.string().nullable(),
  /**
   * The sign-up link an invitation carries (it fills in their name and contact), for someone
   * without an account; null when they have one.
   */
  signUpLink: z.string().nullable(),
});
export type RosterEntry = z.infer<typeof rosterEntrySchema>;

export const rosterPageSchema = z.object({
  items: z.array(rosterEntrySchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type RosterPage = z.infer<typeof rosterPageSchema>;

/** POST /api/admin/roster/import's query: a dry run checks and counts, and writes nothing. */
export const rosterImportQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
