import { z } from 'zod';
import { BATCH_MIN, industries } from './alumni';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';
import { mentoringMessages } from './mentoring-messages';

/**
 * Mentoring (issue 37): members offer mentoring on topics, others ask, and every request moves
 * through one state machine. Paths, field names and statuses are a contract other clients rely
 * on: keep them exactly (docs/mentoring-api.md).
 */
export const TOPICS_MAX = 10;
export const TOPIC_MAX_LENGTH = 80;
export const ABOUT_MAX_LENGTH = 1000;
export const REQUEST_MESSAGE_MAX_LENGTH = 2000;
export const REASON_MAX_LENGTH = 500;
export const CAPACITY_MIN = 1;
export const CAPACITY_MAX = 10;
export const DEFAULT_CAPACITY = 3;
export const MENTORS_PAGE_MAX = 50;
/** Days a request waits for its mentor's answer; reminders go after 3 and 10 of them. */
export const REQUEST_EXPIRY_DAYS = 14;
export const REMINDER_DAYS = [3, 10] as const;

export const mentoringStatuses = [
  'requested',
  'accepted',
  'declined',
  'withdrawn',
  'expired',
  'completed',
  'cancelled',
] as const;
export type MentoringStatus = (typeof mentoringStatuses)[number];
/** A request still holding a mentor's attention: one per mentor and mentee at a time. */
export const openMentoringStatuses = ['requested', 'accepted'] as const;

export const mentoringMoves = ['accept', 'decline', 'withdraw', 'complete', 'cancel'] as const;
export type MentoringMove = (typeof mentoringMoves)[number];

const topicSchema = z
  .string()
  .trim()
  .min(1, mentoringMessages.topicRequired)
  .max(TOPIC_MAX_LENGTH, fillText(mentoringMessages.topicTooLong, { max: TOPIC_MAX_LENGTH }));

const longText = (max: number) =>
  z.string().trim().max(max, fillText(fieldMessages.tooLong, { max }));

/** PUT /api/mentoring/me */
export const mentorSettingsUpdateSchema = z.object({
  offering: z.boolean(),
  topics: z
    .array(topicSchema)
    .max(TOPICS_MAX, fillText(mentoringMessages.topicsTooMany, { max: TOPICS_MAX }))
    // The same topic twice, in any case, is kept once.
    .transform((topics) => [
      ...new Map(topics.map((topic) => [topic.toLocaleLowerCase(), topic])).values(),
    ]),
  about: longText(ABOUT_MAX_LENGTH).default(''),
  capacity: z.coerce
    .number()
    .int()
    .min(
      CAPACITY_MIN,
      fillText(mentoringMessages.capacityRange, { min: CAPACITY_MIN, max: CAPACITY_MAX }),
    )
    .max(
      CAPACITY_MAX,
      fillText(mentoringMessages.capacityRange, { min: CAPACITY_MIN, max: CAPACITY_MAX }),
    )
    .default(DEFAULT_CAPACITY),
  paused: z.boolean().default(false),
});
export type MentorSettingsUpdate = z.input<typeof mentorSettingsUpdateSchema>;

/** GET and PUT /api/mentoring/me: one's own settings, with how many requests pausing answered. */
export const mentorSettingsSchema = z.object({
  offering: z.boolean(),
  topics: z.array(z.string()),
  about: z.string(),
  capacity: z.number().int(),
  paused: z.boolean(),
  activeMentees: z.number().int(),
  mentoredCount: z.number().int(),
  /** Open requests answered "paused" by this change (PUT only; 0 otherwise). */
  answeredPaused: z.number().int(),
});
export type MentorSettings = z.infer<typeof mentorSettingsSchema>;

/** GET /api/mentors's query. Filters combine with AND. */
export const mentorsQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  topic: z.string().trim().max(TOPIC_MAX_LENGTH).optional(),
  batch: z.coerce.number().int().min(BATCH_MIN).max(9999).optional(),
  industry: z.enum(industries).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(MENTORS_PAGE_MAX).default(24),
});
export type MentorsQuery = z.infer<typeof mentorsQuerySchema>;

/**
 * A mentor's card. `jobTitle` and `industry` follow the mentor's career visibility (null when
 * hidden from the caller). How many they have mentored, never anyone's rating of them.
 */
export const mentorCardSchema = z.object({
  _id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  batch: z.number().int().nullable(),
  jobTitle: z.string().nullable(),
  industry: z.enum(industries).nullable(),
  topics: z.array(z.string()),
  about: z.string(),
  activeMentees: z.number().int(),
  capacity: z.number().int(),
  paused: z.boolean(),
  /** Offering, not paused and below capacity: may be asked now. */
  available: z.boolean(),
  mentoredCount: z.number().int(),
});
export type MentorCard = z.infer<typeof mentorCardSchema>;

export const mentorsPageSchema = z.object({
  items: z.array(mentorCardSchema),
  nextCursor: z.string().nullable(),
});
export type MentorsPage = z.infer<typeof mentorsPageSchema>;

/** POST /api/mentoring/requests */
export const mentoringRequestCreateSchema = z.object({
  mentorId: z.string().uuid(),
  topic: topicSchema,
  message: z
    .string()
    .trim()
    .min(1, mentoringMessages.messageRequired)
    .max(
      REQUEST_MESSAGE_MAX_LENGTH,
      fillText(fieldMessages.tooLong, { max: REQUEST_MESSAGE_MAX_LENGTH }),
    ),
});
export type MentoringRequestCreate = z.infer<typeof mentoringRequestCreateSchema>;

export const mentoringRequestCreatedSchema = z.object({
  _id: z.string(),
  status: z.literal('requested'),
  expiresAt: z.string(),
});

/** POST …/decline: a reason is optional. */
export const mentoringDeclineSchema = z
  .object({ reason: longText(REASON_MAX_LENGTH).optional() })
  .nullish();
/** POST …/cancel: a reason is required. */
export const mentoringCancelSchema = z.object({
  reason: longText(REASON_MAX_LENGTH).min(1, mentoringMessages.reasonRequired),
});
export type MentoringCancel = z.infer<typeof mentoringCancelSchema>;

/** POST …/feedback: once per side, after `completed`. */
export const mentoringFeedbackSchema = z.object({
  rating: z.coerce
    .number()
    .int(mentoringMessages.ratingRange)
    .min(1, mentoringMessages.ratingRange)
    .max(5, mentoringMessages.ratingRange),
  comment: longText(REASON_MAX_LENGTH * 2).optional(),
});
export type MentoringFeedback = z.infer<typeof mentoringFeedbackSchema>;

export const mentoringRequestParamsSchema = z.object({ id: z.string().max(100) });

/** GET /api/mentoring/requests */
export const mentoringRequestsQuerySchema = z.object({
  role: z.enum(['mentor', 'mentee']).optional(),
  status: z.enum(mentoringStatuses).optional(),
  cursor: z.string().max(300).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});
export type MentoringRequestsQuery = z.infer<typeof mentoringRequestsQuerySchema>;

const personSchema = z.object({
  _id: z.string(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  batch: z.number().int().nullable(),
  /** The other person's email, once the request is accepted (a pair needs a way to talk). */
  email: z.string().optional(),
});

export const mentoringRequestSchema = z.object({
  _id: z.string(),
  status: z.enum(mentoringStatuses),
  /** The caller's side of it. */
  role: z.enum(['mentor', 'mentee']),
  topic: z.string(),
  message: z.string(),
  mentor: personSchema,
  mentee: personSchema,
  createdAt: z.string(),
  expiresAt: z.string(),
  /** When it left `requested` (accepted, declined, withdrawn, expired). */
  answeredAt: z.string().nullable(),
  /** When it ended (completed or cancelled). */
  endedAt: z.string().nullable(),
  /** Why it was declined ("paused" when the mentor paused) or cancelled. */
  reason: z.string().nullable(),
  /** Whether the caller has given their feedback (after `completed`). */
  feedbackGiven: z.boolean(),
});
export type MentoringRequest = z.infer<typeof mentoringRequestSchema>;

export const mentoringRequestsPageSchema = z.object({
  items: z.array(mentoringRequestSchema),
  nextCursor: z.string().nullable(),
});
export type MentoringRequestsPage = z.infer<typeof mentoringRequestsPageSchema>;

/** The reason stored on requests a mentor's pause answered. */
export const PAUSED_REASON = 'paused';
