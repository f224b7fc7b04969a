import {
  apiErrorSchema,
  messageSchema,
  NEXT_CURSOR_HEADER,
  postInputSchema,
  postListQuerySchema,
  postListSchema,
  postSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translated } from '../../i18n/reader-texts';
import { languageOf } from '../../plugins/request-language';
import { viewerOf } from '../channels/access';
import * as walls from './service';
import { bearer } from '../../plugins/route-schemas';

export const postRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/posts',
    {
      // By language: a former member's posts are signed 'Former member' in the reader's.
      config: {
        publicCache: {
          byLanguage: true,
          // A plain member reads the visitors' copy unless a post in it is theirs (canDelete).
          sharedWithMembers: {
            ownMarker: (userId) => `"authorId":"${userId}"`,
            personalMarker: '"canDelete":true',
          },
        },
      },
      schema: {
        tags: ['walls'],
        summary: 'A wall, newest first: a channel’s, or without `channel` the main community wall',
        querystring: postListQuerySchema,
        response: { 200: postListSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { posts, nextCursor } = await walls.listWall(
        app.db,
        viewerOf(request.session?.user),
        request.query,
        await languageOf(app, request),
      );
      if (nextCursor) reply.header(NEXT_CURSOR_HEADER, nextCursor);
      return posts;
    },
  );

  app.post(
    '/api/posts',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['walls'],
        summary: 'Post on a wall (members of the channel; any member on the main wall)',
        security: bearer,
        body: postInputSchema,
        response: {
          201: postSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
          429: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const user = request.session!.user;
      reply.code(201);
      return walls.createPost(
        app.db,
        { limiter: app.limiter, postsPerMember: app.config.postsPerMember },
        { ...viewerOf(user), userId: user.id },
        request.body,
        await languageOf(app, request),
      );
    },
  );

  app.delete(
    '/api/posts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['walls'],
        summary: 'Remove a post (its author, the channel’s admins, site admins)',
        security: bearer,
        params: z.object({ id: z.string().max(100) }),
        response: {
          200: messageSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await walls.deletePost(app.db, viewerOf(request.session?.user), request.params.id),
      ),
  );
};
