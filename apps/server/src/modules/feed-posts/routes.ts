import {
  apiErrorSchema,
  feedPostInputSchema,
  feedPostListQuerySchema,
  feedPostListSchema,
  feedPostSavedSchema,
  feedPostSchema,
  feedPostStatusInputSchema,
  messageSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translated } from '../../i18n/reader-texts';
import { isChannelId, viewerOf } from '../channels/access';
import * as repo from './repository';
import * as feed from './service';
import { bearer, errorResponses } from '../../plugins/route-schemas';

const idParams = z.object({ id: z.string().max(100) });
const errors = errorResponses(400, 401, 403, 404);

export const feedPostRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/feedposts',
    {
      config: { publicCache: { sharedWithMembers: true } },
      schema: {
        tags: ['feed posts'],
        summary: 'Feed posts, newest first: active ones, plus inactive ones the caller manages',
        querystring: feedPostListQuerySchema,
        response: { 200: feedPostListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const { status, channel, managed, limit, q } = request.query;
      // A channel id that cannot exist matches nothing, rather than being ignored.
      if (channel && !isChannelId(channel)) return [];
      const rows = await repo.listFeedPosts(app.db, viewerOf(request.session?.user), {
        status,
        channelId: channel,
        managedOnly: managed === 'true',
        limit,
        search: q,
      });
      return rows.map(feed.toFeedPost);
    },
  );

  app.get(
    '/api/feedposts/:id',
    {
      config: { publicCache: { sharedWithMembers: true } },
      schema: {
        tags: ['feed posts'],
        summary: 'One feed post (an inactive one only for its managers)',
        params: idParams,
        response: { 200: feedPostSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      feed.toFeedPost(
        await feed.findVisible(app.db, viewerOf(request.session?.user), request.params.id),
      ),
  );

  app.post(
    '/api/feedposts',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['feed posts'],
        summary: 'Create a feed post (site admins; a channel’s admins for that channel)',
        security: bearer,
        body: feedPostInputSchema,
        response: { 201: feedPostSavedSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return translated(
        app,
        request,
        await feed.createFeedPost(app.db, viewerOf(request.session?.user), request.body),
      );
    },
  );

  app.put(
    '/api/feedposts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['feed posts'],
        summary: 'Edit a feed post (its managers)',
        security: bearer,
        params: idParams,
        body: feedPostInputSchema,
        response: { 200: feedPostSavedSchema, ...errors },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await feed.updateFeedPost(
          app.db,
          viewerOf(request.session?.user),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.patch(
    '/api/feedposts/:id/status',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['feed posts'],
        summary: 'Toggle active/inactive (no body, as the spec), or set it with { isActive }',
        security: bearer,
        params: idParams,
        body: feedPostStatusInputSchema,
        response: { 200: feedPostSchema, ...errors },
      },
    },
    async (request) =>
      feed.setStatus(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
        request.body?.isActive,
      ),
  );

  app.delete(
    '/api/feedposts/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['feed posts'],
        summary: 'Delete a feed post (its managers)',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await feed.deleteFeedPost(app.db, viewerOf(request.session?.user), request.params.id),
      ),
  );
};
