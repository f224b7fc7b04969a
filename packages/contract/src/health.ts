import { z } from 'zod';

export const healthSchema = z.object({
  /**
   * ok: serving; degraded: the database is unreachable (503), or background work has waited more
   * than five minutes (200: requests are served, later work is late); overloaded: shedding load.
   */
  status: z.enum(['ok', 'degraded', 'overloaded']),
  /** busy: reachable, but every connection of the pool is taken and requests wait for one. */
  database: z.enum(['up', 'down', 'busy']),
  /** What is down and why, in words for the person looking (no hosts or ports). */
  detail: z.string().optional(),
  uptimeSeconds: z.number().int().nonnegative(),
  /** How long the oldest job that could run has waited; absent while the database is down. */
  jobs: z.object({ oldestQueuedSeconds: z.number().int().nonnegative() }).optional(),
});
export type Health = z.infer<typeof healthSchema>;

/** Background work waiting longer than this makes the health check say "degraded". */
export const JOBS_LATE_SECONDS = 300;
