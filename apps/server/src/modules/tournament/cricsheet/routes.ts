import {
  apiErrorSchema,
  cricsheetMaxBytes,
  cricsheetSchema,
  eventIdParamsSchema,
  matchSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer } from '../../../plugins/route-schemas';
import { viewerOf } from '../../channels/access';
import { getMatch } from '../service';
import { exportCricsheet, importCricsheet } from './service';

// Open data (issue 24): a ball-by-ball match as Cricsheet JSON, and a Cricsheet file as a match.

export const cricsheetRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/matches/:id/cricsheet',
    {
      schema: {
        tags: ['tournament'],
        summary: 'The match as a Cricsheet JSON (1.1.0) download, every ball (ball-by-ball only)',
        params: z.object({ id: z.string().max(100) }),
        response: { 200: cricsheetSchema, 404: apiErrorSchema, 409: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const doc = await exportCricsheet(app.db, viewerOf(request.session?.user), request.params.id);
      reply.header(
        'content-disposition',
        `attachment; filename="match-${request.params.id}.cricsheet.json"`,
      );
      return doc;
    },
  );

  app.post(
    '/api/events/:id/matches/cricsheet',
    {
      onRequest: app.requireUser,
      bodyLimit: cricsheetMaxBytes,
      schema: {
        tags: ['tournament'],
        summary:
          'Import a Cricsheet JSON match: its teams (made if missing) and a ball-by-ball match with every ball; all or nothing (event managers)',
        security: bearer,
        params: eventIdParamsSchema,
        body: cricsheetSchema,
        response: {
          201: matchSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request.session?.user);
      const matchId = await importCricsheet(app.db, viewer, request.params.id, request.body);
      reply.code(201);
      return getMatch(app.db, viewer, matchId);
    },
  );
};
