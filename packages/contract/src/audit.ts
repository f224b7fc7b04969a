import { z } from 'zod';
import { isStorableDate } from './common';

/**
 * The audit trail (issue 38, ADR 56): what site admins and managers did to other people's data
 * and money, append-only. Action names are dotted and stable (docs/audit-api.md): other clients
 * and exports rely on them, so a name is never changed or reused.
 */
export const auditActions = [
  'member.added',
  'member.updated',
  'member.role_changed',
  'member.deleted',
  // Reserved for the admin's export and deletion of a member on request (issue 39).
  'member.exported',
  'member.deleted_on_request',
  // A site admin turned off a member's two-step sign-in (lost phone and recovery codes).
  'member.two_factor_reset',
  'join_request.approved',
  'join_request.rejected',
  'batch.reps_changed',
  'roster.imported',
  'roster.invited',
  'ticket.refunded',
  'registration.cancelled',
  'registration.checked_in',
  'registration.check_in_undone',
  'ticket_types.changed',
  'promo_code.created',
  'promo_code.removed',
  'site.settings_changed',
  'channel.member_role_changed',
  'channel.member_removed',
  'channel.member_invited',
  'channel.join_request_accepted',
  'channel.join_request_rejected',
] as const;
export const auditActionSchema = z.enum(auditActions);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** What an entry is about: a member, an event, a registration, the site, the roster… */
export const auditTargetKinds = [
  'member',
  'event',
  'registration',
  'promo_code',
  'batch',
  'roster',
  'site',
  'channel',
] as const;
export type AuditTargetKind = (typeof auditTargetKinds)[number];

export const auditMessages = {
  from: 'Enter a valid start date',
  to: 'Enter a valid end date',
  order: 'The end date must come after the start date',
} as const;

export const AUDIT_PAGE_MAX = 100;
/** The CSV holds at most this many rows, newest first; narrow the filters for older ones. */
export const AUDIT_CSV_MAX = 50_000;

/** A date (`2026-11-29`: that day from 00:00 UTC) or an ISO date-time with its offset. */
const instantPattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;
const instant = (message: string) =>
  z
    .string()
    .trim()
    .max(40)
    .refine((value) => instantPattern.test(value) && isStorableDate(value), message);

/**
 * GET /api/admin/audit and /api/admin/audit.csv. `actor`: an account id, or words of the actor's
 * name as it was; `from` inclusive, `to` exclusive (a date alone means that day's 00:00 UTC).
 */
export const auditQuerySchema = z
  .object({
    actor: z.string().trim().max(100).optional(),
    action: auditActionSchema.optional(),
    from: instant(auditMessages.from).optional(),
    to: instant(auditMessages.to).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(50),
  })
  .superRefine((value, ctx) => {
    if (value.from && value.to && Date.parse(value.to) <= Date.parse(value.from))
      ctx.addIssue({ code: 'custom', path: ['to'], message: auditMessages.order });
  });
export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AuditQueryInput = z.input<typeof auditQuerySchema>;

export const auditEntrySchema = z.object({
  _id: z.string(),
  at: z.string(),
  /** `_id` stays when the account is gone; `name` is the name it had when it acted. */
  actor: z.object({ _id: z.string().nullable(), name: z.string() }),
  action: z.string(),
  target: z.object({ kind: z.string(), _id: z.string().nullable(), label: z.string() }),
  /** What changed (`{ field: { from, to } }` for settings and roles); never secrets. */
  detail: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditPageSchema = z.object({
  items: z.array(auditEntrySchema),
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
