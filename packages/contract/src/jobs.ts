import { z } from 'zod';

/**
 * The background work every process shares (ADR 45): one queue per kind of work, on PostgreSQL.
 * Names are stable: the admin screen, the health check and the retry call use them.
 */
export const jobQueueNames = [
  'send-mail',
  'password-reset',
  'sign-in-warning',
  'security-notice',
  'channel-invitation',
  'roster-invitation',
  'event-reminders',
  'ticket-holds',
  'housekeeping',
  'media-cleanup',
  'opportunity-expiry',
  'opportunity-digest',
  'mentoring-sweep',
  'account-erasure',
  'push-delivery',
  'match-followers',
] as const;
export const jobQueueNameSchema = z.enum(jobQueueNames);
export type JobQueueName = z.infer<typeof jobQueueNameSchema>;

export const jobQueueStatsSchema = z.object({
  name: jobQueueNameSchema,
  /** Waiting to run: new, or waiting for their next try. */
  queued: z.number().int().nonnegative(),
  /** Claimed by a process and running now. */
  active: z.number().int().nonnegative(),
  /** Out of tries: kept with their error until retried or pruned. */
  failed: z.number().int().nonnegative(),
  completedLastDay: z.number().int().nonnegative(),
  /** How long the oldest job that could run now has waited; 0 when none waits. */
  oldestQueuedSeconds: z.number().int().nonnegative(),
});
export type JobQueueStats = z.infer<typeof jobQueueStatsSchema>;

export const jobQueuesSchema = z.object({ queues: z.array(jobQueueStatsSchema) });
export type JobQueues = z.infer<typeof jobQueuesSchema>;

export const failedJobsQuerySchema = z.object({ queue: jobQueueNameSchema.optional() });

export const failedJobSchema = z.object({
  _id: z.string(),
  queue: jobQueueNameSchema,
  /** Tries made, the first included. */
  attempts: z.number().int().nonnegative(),
  /** The last try's error, as the job threw it (no payload: it may hold someone's address). */
  error: z.string(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;

export const failedJobsSchema = z.object({ items: z.array(failedJobSchema) });
export type FailedJobs = z.infer<typeof failedJobsSchema>;

export const jobQueueParamsSchema = z.object({ queue: jobQueueNameSchema });

export const retriedJobsSchema = z.object({ retried: z.number().int().nonnegative() });
export type RetriedJobs = z.infer<typeof retriedJobsSchema>;
