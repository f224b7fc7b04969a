import {
  apiErrorSchema,
  CHANNEL_SEARCH_LIMIT,
  channelCreatedSchema,
  channelDetailSchema,
  channelInputSchema,
  channelListQuerySchema,
  channelListSchema,
  channelSchema,
  channelSearchQuerySchema,
  channelSummaryListSchema,
  messageSchema,
  myChannelListSchema,
  myInvitationListSchema,
  NEXT_CURSOR_HEADER,
} from '@portal/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { channels } from '../../db/schema/index';
import { translated } from '../../i18n/reader-texts';
import { managedChannelIds } from './access';
import * as repo from './repository';
import * as service from './service';
import { bearer } from '../../plugins/route-schemas';

import { errors, idParams, viewer } from './route-parts';

export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/channels',
    {
      config: { publicCache: { sharedWithMembers: true } },
      schema: {
        tags: ['channels'],
        summary: 'Channels by name; `q` filters; next page in X-Next-Cursor',
        querystring: channelListQuerySchema,
        response: { 200: channelListSchema, 400: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const { q, limit, cursor } = request.query;
      const rows = await repo.listChannels(app.db, {
        q: q?.trim() || undefined,
        limit: limit + 1,
        after: cursor ? service.decodeCursor(cursor) : undefined,
      });
      const page = rows.slice(0, limit);
      const last = page.at(-1);
      if (rows.length > limit && last) reply.header(NEXT_CURSOR_HEADER, service.encodeCursor(last));
      return page.map(service.toChannel);
    },
  );

  app.get(
    '/api/channels/search',
    {
      config: { publicCache: { sharedWithMembers: true } },
      schema: {
        tags: ['channels'],
        summary: 'Up to 10 channels whose name contains q (spec §7), prefix matches first',
        querystring: channelSearchQuerySchema,
        response: { 200: channelSummaryListSchema, 400: apiErrorSchema },
      },
    },
    async (request) => {
      const q = request.query.q?.trim() ?? '';
      return q ? repo.searchChannels(app.db, q, CHANNEL_SEARCH_LIMIT) : [];
    },
  );

  app.get(
    '/api/channels/managed',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['channels'],
        summary: 'Channels the caller may put events and feed posts in (site admin: all)',
        security: bearer,
        response: { 200: channelSummaryListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const caller = viewer(request);
      return app.db
        .select({ _id: channels.id, name: channels.name })
        .from(channels)
        .where(caller.isAdmin ? undefined : inArray(channels.id, sql`${managedChannelIds(caller)}`))
        .orderBy(asc(sql`lower(${channels.name})`));
    },
  );

  app.get(
    '/api/channels/mine',
    {
      onRequest: app.requireUser,
      config: { ownCopy: true },
      schema: {
        tags: ['channels'],
        summary: 'The caller’s channels with their role, owned first',
        security: bearer,
        response: { 200: myChannelListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => repo.channelsOf(app.db, request.session!.user.id),
  );

  app.get(
    '/api/channels/invitations',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['channels'],
        summary: 'Channels that invited the caller, awaiting an answer',
        security: bearer,
        response: { 200: myInvitationListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await repo.invitationsOf(app.db, request.session!.user.id);
      return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
    },
  );

  app.post(
    '/api/channels',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['channels'],
        summary: 'Create a channel; the server makes its 6-character id; the caller owns it',
        security: bearer,
        body: channelInputSchema,
        response: { 201: channelCreatedSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      reply.code(201);
      return translated(
        app,
        request,
        await service.createChannel(app.db, viewer(request), request.body),
      );
    },
  );

  app.get(
    '/api/channels/:id',
    {
      config: { publicCache: true },
      schema: {
        tags: ['channels'],
        summary: 'One channel, and what the caller is and may do there',
        params: idParams,
        response: { 200: channelDetailSchema, 404: apiErrorSchema },
      },
    },
    async (request) => service.channelDetail(app.db, viewer(request), request.params.id),
  );

  app.put(
    '/api/channels/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['channels'],
        summary: 'Edit the channel’s page (its admins)',
        security: bearer,
        params: idParams,
        body: channelInputSchema,
        response: { 200: channelSchema, ...errors },
      },
    },
    async (request) =>
      service.updateChannel(app.db, viewer(request), request.params.id, request.body),
  );

  app.delete(
    '/api/channels/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['channels'],
        summary: 'Delete the channel (its owner, or a site admin); its events stay',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await service.deleteChannel(app.db, viewer(request), request.params.id),
      ),
  );
};
