import {
  channelInviteInputSchema,
  channelInviteListSchema,
  channelMemberListSchema,
  channelMemberRoleSchema,
  messageSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translated } from '../../i18n/reader-texts';
import { withSiteCountry } from '../../plugins/phone-country';
import { bearer } from '../../plugins/route-schemas';
import { getSite } from '../site/repository';
import { errors, idParams, memberParams, personId, viewer } from './route-parts';
import * as service from './service';

/** A channel's people: its members and their roles, joining, invitations and join requests. */
export const channelMembershipRoutes: FastifyPluginAsyncZod = async (app) => {
  service.defineInvitationJob(app.db, app.jobs, {
    mailer: app.mailer,
    siteName: async () => (await getSite(app.db, app.config.site)).name,
    channelUrl: (id) => new URL(`/channel/${id}`, app.config.publicUrl).toString(),
    signUpUrl: new URL('/signup', app.config.publicUrl).toString(),
  });
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
      const answer = await service.invite(
        app.db,
        viewer(request),
        request.params.id,
        request.body.identifier,
        { limiter: app.limiter, jobs: app.jobs },
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
