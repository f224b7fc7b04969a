import {
  apiErrorSchema,
  failedJobsQuerySchema,
  failedJobsSchema,
  jobQueueParamsSchema,
  jobQueuesSchema,
  retriedJobsSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer } from '../../plugins/route-schemas';
import { failedJobs, queueStats } from './monitor';

const refused = { 400: apiErrorSchema, 401: apiErrorSchema, 403: apiErrorSchema };

/** Admin → Background work: what waits, runs and failed, and a retry (site admins only). */
export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/jobs',
    {
      schema: {
        tags: ['admin'],
        summary: 'Background work: each queue with its counts',
        security: bearer,
        response: { 200: jobQueuesSchema, ...refused },
      },
    },
    async () => ({ queues: await queueStats(app.db) }),
  );

  app.get(
    '/api/admin/jobs/failed',
    {
      schema: {
        tags: ['admin'],
        summary: 'Failed background jobs with their last error, newest first',
        security: bearer,
        querystring: failedJobsQuerySchema,
        response: { 200: failedJobsSchema, ...refused },
      },
    },
    async (request) => ({ items: await failedJobs(app.db, request.query.queue) }),
  );

  app.post(
    '/api/admin/jobs/:queue/retry',
    {
      schema: {
        tags: ['admin'],
        summary: "Try a queue's failed jobs again, now",
        security: bearer,
        params: jobQueueParamsSchema,
        response: { 200: retriedJobsSchema, ...refused },
      },
    },
    async (request) => ({ retried: await app.jobs.retryFailed(request.params.queue) }),
  );
};
