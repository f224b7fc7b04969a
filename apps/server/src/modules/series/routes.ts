import {
  apiErrorSchema,
  eventIdParamsSchema,
  seriesInputSchema,
  seriesSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../channels/access';
import { bearer } from '../../plugins/route-schemas';
import * as series from './service';

// Recurring events (issue 25 §6, ADR 40). Editing "this and following" is the events' own PUT
// with `?scope=following` (events/routes.ts).

export const seriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/:id/series',
    {
      config: { publicCache: { sharedWithMembers: true } },
      schema: {
        tags: ['events'],
        summary: 'The series an event is a date of: its rule and every date (404 for a one-off)',
        params: eventIdParamsSchema,
        response: { 200: seriesSchema, 404: apiErrorSchema },
      },
    },
    async (request) => series.getSeries(app.db, viewerOf(request.session?.user), request.params.id),
  );

  app.post(
    '/api/events/:id/series',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['events'],
        summary:
          'Make the event repeat (its managers): it becomes the first date, the others are copies with their own registrations',
        security: bearer,
        params: eventIdParamsSchema,
        body: seriesInputSchema,
        response: {
          201: seriesSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const made = await series.createSeries(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
        request.body.recurrence,
      );
      return reply.code(201).send(made);
    },
  );
};
