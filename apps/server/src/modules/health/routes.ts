import { healthSchema, JOBS_LATE_SECONDS, type Health } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isPoolExhausted } from '../../plugins/errors';
import { oldestQueuedSeconds } from '../jobs/monitor';

const startedAt = Date.now();

type DatabaseState = Health['database'];

/** Asks the database for `select 1` within 2 s; a full pool is 'busy', not 'down'. */
async function databaseState(
  check: () => Promise<unknown>,
  poolWaiting: () => number,
): Promise<DatabaseState> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(resolve, 2_000, 'timeout');
  });
  try {
    const outcome = await Promise.race([check().then(() => 'up' as const), timeout]);
    if (outcome === 'up') return 'up';
    return poolWaiting() > 0 ? 'busy' : 'down';
  } catch (error) {
    return isPoolExhausted(error) ? 'busy' : 'down';
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      // Never shed: a load balancer must learn *why* this process answers 503.
      config: { rateLimit: false, pressureHandler: () => undefined },
      schema: {
        tags: ['health'],
        summary:
          'Liveness and database reachability (503 when the database is unreachable or the server is shedding load)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      // The watch already knows when the database is down, and why: no query to time out.
      const known = app.databaseStatus?.();
      const database =
        known?.state === 'down'
          ? 'down'
          : await databaseState(
              () => app.db.execute(sql`select 1`),
              () => app.dbPool?.waitingCount ?? 0,
            );
      const overloaded = database === 'busy' || app.isUnderPressure();
      // Late background work is worth a look, not a reason to take this process out of service.
      const jobs =
        database === 'up'
          ? await oldestQueuedSeconds(app.db).then(
              (seconds) => ({ oldestQueuedSeconds: seconds }),
              () => undefined,
            )
          : undefined;
      const late = (jobs?.oldestQueuedSeconds ?? 0) > JOBS_LATE_SECONDS;
      const status =
        database === 'down' ? 'degraded' : overloaded ? 'overloaded' : late ? 'degraded' : 'ok';
      const serving = database !== 'down' && !overloaded;
      if (!serving) reply.header('retry-after', String(app.config.overload.retryAfterSeconds));
      const uptimeSeconds = Math.floor((Date.now() - startedAt) / 1000);
      const detail =
        database === 'down' ? (known?.publicReason ?? 'The database is not answering.') : undefined;
      return reply.code(serving ? 200 : 503).send({
        status,
        database,
        ...(detail ? { detail } : {}),
        uptimeSeconds,
        ...(jobs ? { jobs } : {}),
      });
    },
  );
};
