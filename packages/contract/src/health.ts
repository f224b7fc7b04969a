import { z } from 'zod';

export const healthSchema = z.object({
  /** ok: serving; degraded: the database is unreachable; overloaded: shedding load (503). */
  status: z.enum(['ok', 'degraded', 'overloaded']),
  /** busy: reachable, but every connection of the pool is taken and requests wait for one. */
  database: z.enum(['up', 'down', 'busy']),
  /** What is down and why, in words for the person looking (no hosts or ports). */
  detail: z.string().optional(),
  uptimeSeconds: z.number().int().nonnegative(),
});
export type Health = z.infer<typeof healthSchema>;
