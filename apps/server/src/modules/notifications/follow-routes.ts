import { followStateSchema, myFollowsSchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { sessionOf } from '../auth/authenticate';
import { viewerOf } from '../channels/access';
import { myFollows, setMatchFollow, setTeamFollow } from './follows';

const tags = ['notifications'];
const idParams = z.object({ id: z.string().max(100) });

/**
 * Following a match or a team (issue 40): the member is told when the match (or any match of the
 * team) starts and when it finishes. Visitors 401; a match or team of an event the member cannot
 * see is 404, as reading it would be.
 */
export const followRoutes: FastifyPluginAsyncZod = async (app) => {
  const member = (request: Parameters<typeof sessionOf>[0]) => {
    const user = sessionOf(request).user;
    return { ...viewerOf(user), userId: user.id };
  };
  const schema = (summary: string) => ({
    onRequest: app.requireUser,
    schema: {
      tags,
      summary,
      security: bearer,
      params: idParams,
      response: { 200: followStateSchema, ...errorResponses(401, 404) },
    },
  });

  app.post(
    '/api/matches/:id/follow',
    schema('Follow a match: told when it starts and finishes'),
    (request) => setMatchFollow(app.db, member(request), request.params.id, true),
  );
  app.delete('/api/matches/:id/follow', schema('Stop following a match'), (request) =>
    setMatchFollow(app.db, member(request), request.params.id, false),
  );
  app.post(
    '/api/teams/:id/follow',
    schema('Follow a team: told when each of its matches starts and finishes'),
    (request) => setTeamFollow(app.db, member(request), request.params.id, true),
  );
  app.delete('/api/teams/:id/follow', schema('Stop following a team'), (request) =>
    setTeamFollow(app.db, member(request), request.params.id, false),
  );

  app.get(
    '/api/me/follows',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        summary: 'The matches and teams one follows (within one event with ?event=)',
        security: bearer,
        querystring: z.object({ event: z.string().max(100).optional() }),
        response: { 200: myFollowsSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => myFollows(app.db, sessionOf(request).user.id, request.query.event),
  );
};
