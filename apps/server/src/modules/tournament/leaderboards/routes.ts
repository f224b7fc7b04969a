import { apiErrorSchema, eventIdParamsSchema, leaderboardsSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { viewerOf } from '../../channels/access';
import { getLeaderboards } from './service';

export const leaderboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/:id/tournament/leaderboards',
    {
      config: { publicCache: { sharedWithMembers: true } },
      schema: {
        tags: ['tournament'],
        summary:
          'Leaders: most runs and wickets, best strike rate and economy (with minimums), highest scores, best bowling, most sixes',
        params: eventIdParamsSchema,
        response: { 200: leaderboardsSchema, 404: apiErrorSchema },
      },
    },
    async (request) => getLeaderboards(app.db, viewerOf(request.session?.user), request.params.id),
  );
};
