import { apiErrorSchema, channelSummaryListSchema } from '@portal/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channels } from '../../db/schema/index';
import { managedChannelIds, viewerOf } from '../events/access';

export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/channels/managed',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['channels'],
        summary: 'Channels the caller may put events in (site admin: all)',
        security: [{ bearer: [] }],
        response: { 200: channelSummaryListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const viewer = viewerOf(request.session?.user);
      const rows = await app.db
        .select({ _id: channels.id, name: channels.name })
        .from(channels)
        .where(viewer.isAdmin ? undefined : inArray(channels.id, sql`${managedChannelIds(viewer)}`))
        .orderBy(asc(channels.name));
      return rows;
    },
  );
};
