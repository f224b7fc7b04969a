import {
  apiErrorSchema,
  CHANNEL_SEARCH_LIMIT,
  channelCreatedSchema,
  channelDetailSchema,
  channelInputSchema,
  channelInviteInputSchema,
  channelInviteListSchema,
  channelListQuerySchema,
  channelListSchema,
  channelMemberListSchema,
  channelMemberRoleSchema,
  channelSchema,
  channelSearchQuerySchema,
  channelSummaryListSchema,
  messageSchema,
  myChannelListSchema,
  myInvitationListSchema,
  NEXT_CURSOR_HEADER,
} from '@portal/contract';
import { asc, inArray, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { channels } from '../../db/schema/index';
import { translated } from '../../i18n/reader-texts';
import { HttpError } from '../../plugins/errors';
import { channelServerMessages } from './messages';
import { isUuid } from '../events/access';
import { getSite } from '../site/repository';
import { managedChannelIds, viewerOf } from './access';
import * as repo from './repository';
import * as service from './service';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { withSiteCountry } from '../../plugins/phone-country';

const idParams = z.object({ id: z.string().max(100) });
const memberParams = z.object({ id: z.string().max(100), userId: z.string().max(100) });
const errors = errorResponses(400, 401, 403, 404, 409);

/** A person id that cannot be an account's is about nobody: 404, never a database error. */
function personId(value: string) {
  if (!isUuid(value)) throw new HttpError(404, 'not_found', channelServerMessages.noSuchPerson);
  return value;
}

export const channelRoutes: FastifyPluginAsyncZod = async (app) => {
  const viewer = (request: FastifyRequest) => viewerOf(request.session?.user);

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

  app.get(
    '/api/channels/:id/members',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['channels'],
        summary: 'The channel’s members: owner, admins, then members (its members, site admins)',
        security: bearer,
        params: idParams,
        response: { 200: channelMemberListSchema, ...errors },
      },
    },
    async (request) => service.channelMembers(app.db, viewer(request), request.params.id),
  );

  app.patch(
    '/api/channels/:id/members/:userId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['channels'],
        summary: 'Make a member an admin of the channel, or a member again (its admins)',
        security: bearer,
        params: memberParams,
        body: channelMemberRoleSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await service.changeMemberRole(
          app.db,
          viewer(request),
          request.params.id,
          personId(request.params.userId),
          request.body.role,
        ),
      ),
  );

  app.delete(
    '/api/channels/:id/members/:userId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['channels'],
        summary: 'Remove a member (its admins), or leave (the member)',
        security: bearer,
        params: memberParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await service.removeMember(
          app.db,
          viewer(request),
          request.params.id,
          personId(request.params.userId),
        ),
      ),
  );

  app.post(
    '/api/channels/:id/join',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['channels'],
        summary: 'Ask to join; joins at once when the channel had invited the caller',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, 201: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = { ...viewer(request), userId: request.session!.user.id };
      const { joined, message } = await service.askToJoin(app.db, caller, request.params.id);
      reply.code(joined ? 200 : 201);
      return translated(app, request, { message });
    },
  );

  app.get(
    '/api/channels/:id/invites',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['channels'],
        summary: 'Pending invitations and join requests (its admins)',
        security: bearer,
        params: idParams,
        response: { 200: channelInviteListSchema, ...errors },
      },
    },
    async (request) => service.pendingInvites(app.db, viewer(request), request.params.id),
  );

  app.post(
    '/api/channels/:id/invites',
    {
      onRequest: app.requireUser,
      preValidation: withSiteCountry(app, 'country'),
      schema: {
        tags: ['channels'],
        summary: 'Invite a member by mobile number or email (its admins); emails them',
        security: bearer,
        params: idParams,
        body: channelInviteInputSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const site = await getSite(app.db, app.config.site);
      const answer = await service.invite(
        app.db,
        viewer(request),
        request.params.id,
        request.body.identifier,
        {
          mailer: app.mailer,
          siteName: site.name,
          channelUrl: (id) => new URL(`/channel/${id}`, app.config.publicUrl).toString(),
          signUpUrl: new URL('/signup', app.config.publicUrl).toString(),
          limiter: app.limiter,
          background: app.background,
        },
      );
      return translated(app, request, answer);
    },
  );

  for (const answer of ['accept', 'reject'] as const) {
    app.post(
      `/api/channels/:id/invites/:userId/${answer}`,
      {
        onRequest: app.requireUser,
        schema: {
          tags: ['channels'],
          summary:
            answer === 'accept'
              ? 'Accept a join request (its admins) or an invitation (the invited person)'
              : 'Reject a join request, decline an invitation, or withdraw one',
          security: bearer,
          params: memberParams,
          response: { 200: messageSchema, ...errors },
        },
      },
      async (request) =>
        translated(
          app,
          request,
          await service.answerInvite(
            app.db,
            viewer(request),
            request.params.id,
            personId(request.params.userId),
            answer === 'accept',
          ),
        ),
    );
  }
};
