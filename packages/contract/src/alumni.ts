import { z } from 'zod';
import { isCountryCode } from './countries';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';

/**
 * The alumni network (issue 35): the profile's alumni fields, who may see each group of them,
 * the members' directory, batches, joining and the roster. Paths, field names and statuses here
 * are a contract other clients rely on: keep them exactly.
 */
export const alumniMessages = {
  batchRange: 'Enter a graduation year between {min} and {max}',
  skillsTooMany: 'Up to {max} skills',
  skillTooLong: 'A skill is at most {max} characters',
  countryCode: 'Choose a country from the list',
  industryUnknown: 'Choose an industry from the list',
  membershipPending:
    'Your membership is waiting for approval. You can fill in your profile meanwhile.',
  membershipRejected: 'Your request to join was not approved.',
  notYourBatch: 'Batch representatives approve requests for their own batch only.',
  rosterNotCsv: 'This file is not a CSV file: save the sheet as CSV (UTF-8) and upload it again.',
  rosterEncoding: 'This file is not UTF-8 text: save it as "CSV UTF-8" and upload it again.',
  rosterTooLarge: 'The file is larger than {max} MB.',
  rosterNoHeader: 'The first row must name the columns: name, email, mobile, batch.',
  rosterEmpty: 'The file has no rows to import.',
  rosterContactRequired: 'Give an email or a mobile number',
  filterNotAllowed: 'You cannot filter by this field.',
} as const;

/** Graduation years the portal accepts: the oldest living alumni to a few years ahead. */
export const BATCH_MIN = 1940;
export const batchMax = (now = new Date()) => now.getUTCFullYear() + 6;

export const SKILLS_MAX = 20;
export const SKILL_MAX_LENGTH = 40;
export const ROSTER_MAX_BYTES = 10 * 1024 * 1024;
export const DIRECTORY_PAGE_MAX = 50;

/** A fixed list, so the directory's filter is a choice, not a spelling contest; shown translated. */
export const industries = [
  'accounting',
  'agriculture',
  'arts',
  'automotive',
  'banking',
  'construction',
  'consulting',
  'education',
  'energy',
  'engineering',
  'government',
  'healthcare',
  'hospitality',
  'insurance',
  'it',
  'legal',
  'manufacturing',
  'media',
  'nonprofit',
  'pharma',
  'real-estate',
  'research',
  'retail',
  'sports',
  'telecom',
  'textiles',
  'transport',
  'other',
] as const;
export type Industry = (typeof industries)[number];

export const openToOptions = ['mentoring', 'hiring', 'speaking', 'volunteering'] as const;
export type OpenTo = (typeof openToOptions)[number];

/** Who may see a group of profile fields. `batch`: members of the same batch (and admins). */
export const visibilityLevels = ['public', 'members', 'batch', 'private'] as const;
export type VisibilityLevel = (typeof visibilityLevels)[number];

/**
 * The groups a member sets visibility for: email; mobile; address (street address); location
 * (city, country); career (job title, company, industry, skills, open to); social (links).
 */
export const visibilityGroups = [
  'email',
  'mobile',
  'address',
  'location',
  'career',
  'social',
] as const;
export type VisibilityGroup = (typeof visibilityGroups)[number];

export const defaultVisibility: Record<VisibilityGroup, VisibilityLevel> = {
  email: 'members',
  mobile: 'private',
  address: 'private',
  location: 'members',
  career: 'members',
  social: 'members',
};

const visibilityLevelSchema = z.enum(visibilityLevels);
export const visibilitySchema = z.object({
  email: visibilityLevelSchema,
  mobile: visibilityLevelSchema,
  address: visibilityLevelSchema,
  location: visibilityLevelSchema,
  career: visibilityLevelSchema,
  social: visibilityLevelSchema,
});
export type Visibility = z.infer<typeof visibilitySchema>;

export const membershipStatuses = ['verified', 'pending', 'rejected'] as const;
export type MembershipStatus = (typeof membershipStatuses)[number];

export const joinPolicies = ['open', 'roster', 'approval'] as const;
export type JoinPolicy = (typeof joinPolicies)[number];

const batchField = z.coerce
  .number()
  .int()
  .refine((year) => year >= BATCH_MIN && year <= batchMax(), {
    message: fillText(alumniMessages.batchRange, { min: BATCH_MIN, max: batchMax() }),
  });

/** ISO 3166 alpha-2, upper-cased ("in" → "IN"); a code no country has ("ZZ") is refused. */
export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, alumniMessages.countryCode)
  .refine(isCountryCode, alumniMessages.countryCode);

/** A form's country: blank (clears it) or an alpha-2 code in any case ("in" is "IN"). */
export const optionalCountryField = z
  .string()
  .trim()
  .toUpperCase()
  .refine((value) => value === '' || isCountryCode(value), alumniMessages.countryCode)
  .optional();

const skillSchema = z
  .string()
  .trim()
  .min(1)
  .max(SKILL_MAX_LENGTH, fillText(alumniMessages.skillTooLong, { max: SKILL_MAX_LENGTH }));

const shortText = (max: number) =>
  z.string().trim().max(max, fillText(fieldMessages.tooLong, { max }));

/**
 * The alumni fields PUT /api/profile/profile accepts beside the spec's; each absent one stays as
 * it is, null clears it. `city` and `country` are the spec's own fields (country now alpha-2).
 */
export const alumniProfileUpdateSchema = z.object({
  batch: batchField.nullable().optional(),
  course: shortText(120).nullable().optional(),
  jobTitle: shortText(120).nullable().optional(),
  industry: z.enum(industries, { error: alumniMessages.industryUnknown }).nullable().optional(),
  skills: z
    .array(skillSchema)
    .max(SKILLS_MAX, fillText(alumniMessages.skillsTooMany, { max: SKILLS_MAX }))
    // The same skill twice, in any case, is kept once.
    .transform((skills) => [
      ...new Map(skills.map((skill) => [skill.toLocaleLowerCase(), skill])).values(),
    ])
    .optional(),
  openTo: z
    .array(z.enum(openToOptions))
    .transform((values) => [...new Set(values)])
    .optional(),
  visibility: visibilitySchema.partial().optional(),
});
export type AlumniProfileUpdate = z.infer<typeof alumniProfileUpdateSchema>;

/** What GET /api/profile/profile answers beside the spec's fields. */
export const alumniProfileSchema = z.object({
  batch: z.number().int().nullable(),
  course: z.string().nullable(),
  jobTitle: z.string().nullable(),
  industry: z.enum(industries).nullable(),
  skills: z.array(z.string()),
  openTo: z.array(z.enum(openToOptions)),
  visibility: visibilitySchema,
  /** E.164 beside `mobile`, which is in the form a spec client can send back unchanged. */
  mobileE164: z.string(),
  membershipStatus: z.enum(membershipStatuses),
});
export type AlumniProfile = z.infer<typeof alumniProfileSchema>;

/** GET /api/directory's query. Filters combine with AND. */
export const directoryQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  batch: batchField.optional(),
  batchFrom: batchField.optional(),
  batchTo: batchField.optional(),
  city: z.string().trim().max(100).optional(),
  country: countryCodeSchema.optional(),
  industry: z.enum(industries, { error: alumniMessages.industryUnknown }).optional(),
  skill: z.string().trim().max(SKILL_MAX_LENGTH).optional(),
  openTo: z.enum(openToOptions).optional(),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(DIRECTORY_PAGE_MAX).default(24),
});
export type DirectoryQuery = z.infer<typeof directoryQuerySchema>;

/**
 * One directory card. A field the caller may not see is absent (no key), never null: clients
 * tell "hidden" from "not filled in" by the key.
 */
export const directoryCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  batch: z.number().int().nullable(),
  course: z.string().nullable(),
  city: z.string().nullable().optional(),
  country: z.string().nullable().optional(),
  jobTitle: z.string().nullable().optional(),
  businessName: z.string().nullable().optional(),
  industry: z.enum(industries).nullable().optional(),
  skills: z.array(z.string()).optional(),
  openTo: z.array(z.enum(openToOptions)).optional(),
  email: z.string().optional(),
  mobile: z.string().optional(),
  socialMedia: z.record(z.string(), z.string()).optional(),
});
export type DirectoryCard = z.infer<typeof directoryCardSchema>;

export const directoryPageSchema = z.object({
  items: z.array(directoryCardSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int(),
});
export type DirectoryPage = z.infer<typeof directoryPageSchema>;

/** GET /api/directory/places: counts by country and city for the same filters ("London 42"). */
export const directoryPlacesSchema = z.object({
  countries: z.array(z.object({ country: z.string(), members: z.number().int() })),
  cities: z.array(
    z.object({ city: z.string(), country: z.string().nullable(), members: z.number().int() }),
  ),
});
export type DirectoryPlaces = z.infer<typeof directoryPlacesSchema>;

/** GET /api/batches */
export const batchSummarySchema = z.object({ batch: z.number().int(), members: z.number().int() });
export const batchListSchema = z.array(batchSummarySchema);
export type BatchSummary = z.infer<typeof batchSummarySchema>;

/** GET /api/batches/{batch}: the batch page. */
export const batchPageSchema = z.object({
  batch: z.number().int(),
  members: z.number().int(),
  newThisMonth: z.number().int(),
  reps: z.array(directoryCardSchema),
});
export type BatchPage = z.infer<typeof batchPageSchema>;

/** The `{batch}` of /api/batches/{batch}: a graduation year in range (400 otherwise). */
export const batchParamsSchema = z.object({ batch: batchField });

/** PUT /api/batches/{batch}/reps */
export const batchRepsUpdateSchema = z.object({
  userIds: z.array(z.string().uuid()).max(20),
});

/** How a waiting sign-up compares with the roster. */
export const rosterMatches = ['email', 'mobile', 'none'] as const;
export type RosterMatch = (typeof rosterMatches)[number];

/** GET /api/admin/join-requests */
export const joinRequestSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  batch: z.number().int().nullable(),
  course: z.string().nullable(),
  match: z.enum(rosterMatches),
  /** The roster's batch for them when it differs from the one they claim. */
  rosterBatch: z.number().int().nullable(),
  requestedAt: z.string(),
});
export const joinRequestListSchema = z.array(joinRequestSchema);
export type JoinRequest = z.infer<typeof joinRequestSchema>;

export const joinRejectSchema = z.object({
  reason: z.string().trim().max(500).optional(),
});

/** The site setting, on PUT /api/admin/site (beside the identity fields). */
export const joinPolicySchema = z.enum(joinPolicies);

/** POST /api/admin/roster/import?dryRun= */
export const rosterImportResultSchema = z.object({
  rows: z.number().int(),
  imported: z.number().int(),
  updated: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), field: z.string(), message: z.string() })),
  duplicates: z.array(z.object({ row: z.number().int(), match: z.string() })),
});
export type RosterImportResult = z.infer<typeof rosterImportResultSchema>;

/** The roster's columns, matched by header (case and spaces ignored); others are ignored. */
export const rosterColumns = [
  'name',
  'email',
  'mobile',
  'batch',
  'course',
  'city',
  'country',
] as const;
export type RosterColumn = (typeof rosterColumns)[number];

/** POST /api/admin/roster/invite */
export const rosterInviteSchema = z.object({ batch: batchField.optional() });
export const rosterInviteResultSchema = z.object({
  queued: z.number().int(),
  /**
   * Roster people without an account who were not emailed because the roster has no email for
   * them (a mobile only): `GET /api/admin/roster?noEmail=true` lists them with their sign-up link.
   */
  skippedNoEmail: z.number().int(),
});
export type RosterInviteResult = z.infer<typeof rosterInviteResultSchema>;
