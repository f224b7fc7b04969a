import { healthSchema } from '@portal/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const startedAt = Date.now();

async function databaseIsUp(check: () => Promise<unknown>): Promise<boolean> {
  const timeout = new Promise<false>((resolve) => setTimeout(resolve, 2_000, false).unref());
  return Promise.race([check().then(() => true as const), timeout]).catch(() => false);
}

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability (503 when the database is unreachable)',
        response: { 200: healthSchema, 503: healthSchema },
      },
    },
    async (_request, reply) => {
      const up = await databaseIsUp(() => app.db.execute(sql`select 1`));
      const uptimeSeconds = Math.floor((Date.now() - startedAt) / 1000);
      return reply
        .code(up ? 200 : 503)
        .send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', uptimeSeconds });
    },
  );
};
