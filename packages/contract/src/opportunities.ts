import { z } from 'zod';
import { optionalWebAddressSchema } from './address-schemas';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';

/**
 * Career opportunities and their alerts (issue 37, ADR 54): job, internship and referral posts by
 * verified members, moderated by site admins when the site asks, closing by themselves; and a
 * weekly digest of new matching posts. Paths, field names and statuses here are a contract other
 * clients rely on: keep them exactly.
 */
export const opportunityMessages = {
  titleRequired: 'Give the post a title',
  companyRequired: 'Name the company or organisation',
  locationRequired: 'Say where the work is (a city, or "Anywhere")',
  descriptionRequired: 'Describe the role',
  applyRoute: 'Give a web address or an email address to apply to',
  expiryInvalid: 'Enter a valid closing date',
  expiryPast: 'The closing date must be in the future',
  expiryTooFar: 'The closing date can be at most {max} days away',
  kindsRequired: 'Choose at least one kind of post',
  notFound: 'No such opportunity.',
  adminsOnly: 'Only site admins moderate opportunities.',
  posterOrAdmin: 'Only the person who posted it or a site admin may close this post.',
  notPending: 'This post is not waiting for moderation.',
  alreadyClosed: 'This post is already closed or expired.',
} as const;

export const opportunityKinds = ['job', 'internship', 'referral'] as const;
export const opportunityKindSchema = z.enum(opportunityKinds);
export type OpportunityKind = z.infer<typeof opportunityKindSchema>;

/** `pending` → `published` | `rejected`; `published` → `closed` | `expired`. */
export const opportunityStatuses = [
  'pending',
  'published',
  'rejected',
  'closed',
  'expired',
] as const;
export type OpportunityStatus = (typeof opportunityStatuses)[number];

export const OPPORTUNITY_DEFAULT_DAYS = 30;
export const OPPORTUNITY_MAX_DAYS = 90;
export const OPPORTUNITY_TITLE_MAX = 120;
export const OPPORTUNITY_DESCRIPTION_MAX = 5000;
export const OPPORTUNITIES_PAGE_MAX = 50;

const text = (max: number, required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .max(max, fillText(fieldMessages.tooLong, { max }));

/** A date (`2026-12-31`, the end of that day in UTC) or an ISO date-time with its offset. */
const expiryPattern = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

/** When a post with this `expiresAt` closes; undefined for text that is no time. */
export function expiryTime(value: string): Date | undefined {
  if (!expiryPattern.test(value)) return undefined;
  const at = new Date(value.length === 10 ? `${value}T23:59:59.999Z` : value);
  return Number.isNaN(at.getTime()) ? undefined : at;
}

/**
 * Why an expiry is refused at `now`, or undefined when it is fine: never in the past, at most
 * 90 days away (a date on the 90th day is allowed to its end). The server checks with its clock.
 */
export function expiryProblem(value: string, now: Date): string | undefined {
  const at = expiryTime(value);
  if (!at) return opportunityMessages.expiryInvalid;
  if (at.getTime() <= now.getTime()) return opportunityMessages.expiryPast;
  const limit = new Date(now.getTime() + OPPORTUNITY_MAX_DAYS * 24 * 3600_000);
  const tooFar =
    value.length === 10
      ? value > limit.toISOString().slice(0, 10)
      : at.getTime() > limit.getTime() + 60_000;
  return tooFar
    ? fillText(opportunityMessages.expiryTooFar, { max: OPPORTUNITY_MAX_DAYS })
    : undefined;
}

/** POST /api/opportunities, and the post form (one schema for both). */
export const opportunityCreateSchema = z
  .object({
    kind: opportunityKindSchema,
    title: text(OPPORTUNITY_TITLE_MAX, opportunityMessages.titleRequired),
    company: text(120, opportunityMessages.companyRequired),
    location: text(120, opportunityMessages.locationRequired),
    remote: z.boolean().default(false),
    description: text(OPPORTUNITY_DESCRIPTION_MAX, opportunityMessages.descriptionRequired),
    /**
     * Where to apply: an http(s) address (never javascript: or data:), or an email, or both. A
     * blank one is none (the form's empty box).
     */
    applyUrl: optionalWebAddressSchema,
    applyEmail: z
      .string()
      .trim()
      .toLowerCase()
      .max(254)
      .refine(
        (value) => value === '' || z.email().safeParse(value).success,
        fieldMessages.emailInvalid,
      )
      .optional(),
    /** Defaults to 30 days from posting (also when blank); at most 90 days away, never past. */
    expiresAt: z.string().trim().max(40).optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.applyUrl && !value.applyEmail)
      ctx.addIssue({ code: 'custom', path: ['applyUrl'], message: opportunityMessages.applyRoute });
    const problem = value.expiresAt ? expiryProblem(value.expiresAt, new Date()) : undefined;
    if (problem) ctx.addIssue({ code: 'custom', path: ['expiresAt'], message: problem });
  });
export type OpportunityCreate = z.infer<typeof opportunityCreateSchema>;
export type OpportunityCreateInput = z.input<typeof opportunityCreateSchema>;

export const opportunityPosterSchema = z.object({
  _id: z.string(),
  name: z.string(),
  batch: z.number().int().nullable(),
});

export const opportunitySchema = z.object({
  _id: z.string(),
  kind: opportunityKindSchema,
  title: z.string(),
  company: z.string(),
  location: z.string(),
  remote: z.boolean(),
  description: z.string(),
  applyUrl: z.string().nullable(),
  applyEmail: z.string().nullable(),
  status: z.enum(opportunityStatuses),
  expiresAt: z.string(),
  createdAt: z.string(),
  publishedAt: z.string().nullable(),
  postedBy: opportunityPosterSchema,
});
export type Opportunity = z.infer<typeof opportunitySchema>;

export const opportunityPageSchema = z.object({
  items: z.array(opportunitySchema),
  nextCursor: z.string().nullable(),
});
export type OpportunityPage = z.infer<typeof opportunityPageSchema>;

/** `remote=true` keeps remote posts only; `false` keeps on-site ones; absent, both. */
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

/** GET /api/opportunities: published, unexpired posts; filters combine with AND. */
export const opportunityQuerySchema = z.object({
  kind: opportunityKindSchema.optional(),
  q: z.string().trim().max(100).optional(),
  location: z.string().trim().max(100).optional(),
  remote: booleanQuery.optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(OPPORTUNITIES_PAGE_MAX).default(20),
});
export type OpportunityQuery = z.infer<typeof opportunityQuerySchema>;

export const opportunityParamsSchema = z.object({ id: z.string().max(100) });

export const alertFrequencies = ['weekly', 'off'] as const;

/** PUT /api/opportunities/alerts (and GET's answer): what the weekly digest looks for. */
export const opportunityAlertsSchema = z.object({
  kinds: z.array(opportunityKindSchema).min(1, opportunityMessages.kindsRequired).max(3),
  q: z.string().trim().max(100).optional(),
  location: z.string().trim().max(100).optional(),
  frequency: z.enum(alertFrequencies),
});
export type OpportunityAlerts = z.infer<typeof opportunityAlertsSchema>;
