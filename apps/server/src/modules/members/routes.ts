import {
  apiErrorSchema,
  memberCountQuerySchema,
  memberCountSchema,
  memberInputSchema,
  memberListQuerySchema,
  memberListSchema,
  memberSavedSchema,
  memberSchema,
  memberUpdateSchema,
  messageSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translated } from '../../i18n/reader-texts';
import { viewerOf } from '../channels/access';
import { getDefaultCountry, getSite } from '../site/repository';
import * as repo from './repository';
import { deletionContextOf } from '../your-data/context';
import * as members from './service';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { withSiteCountry } from '../../plugins/phone-country';

const idParams = z.object({ id: z.string().max(100) });
const errors = errorResponses(400, 401, 403, 404, 409);

/** The members directory: members read it, site admins manage it (DESIGN §4). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/members',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['members'],
        summary: 'A page of members by name; q matches name, business or city',
        security: bearer,
        querystring: memberListQuerySchema,
        response: { 200: memberListSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => {
      const { q, page, limit } = request.query;
      const rows = await repo.listMembers(app.db, { q, offset: (page - 1) * limit, limit });
      const viewer = viewerOf(request.session?.user);
      const siteCountry = await getDefaultCountry(app.db);
      return rows.map((row) => members.toMember(row, viewer, siteCountry));
    },
  );

  app.get(
    '/api/members/count',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['members'],
        summary: 'How many members match q (all when absent)',
        security: bearer,
        querystring: memberCountQuerySchema,
        response: { 200: memberCountSchema, 400: apiErrorSchema, 401: apiErrorSchema },
      },
    },
    async (request) => ({ total: await repo.countMembers(app.db, request.query.q) }),
  );

  app.get(
    '/api/members/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['members'],
        summary: 'One member, contact details as they chose to share them',
        security: bearer,
        params: idParams,
        response: { 200: memberSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      members.toMember(
        await members.requireMember(app.db, request.params.id),
        viewerOf(request.session?.user),
        await getDefaultCountry(app.db),
      ),
  );

  app.post(
    '/api/members',
    {
      onRequest: app.requireAdmin,
      preValidation: withSiteCountry(app, 'phoneCountry'),
      schema: {
        tags: ['members'],
        summary: 'Add a member (site admins); emails them a link to set their password',
        security: bearer,
        body: memberInputSchema,
        response: { 201: memberSavedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const site = await getSite(app.db, app.config.site);
      const saved = await members.addMember(app.db, viewerOf(request.session?.user), request.body, {
        mailer: app.mailer,
        siteName: site.name,
        setPasswordUrl: new URL('/reset-password', app.config.publicUrl).toString(),
      });
      reply.code(201);
      return translated(app, request, saved);
    },
  );

  app.put(
    '/api/members/:id',
    {
      onRequest: app.requireAdmin,
      preValidation: withSiteCountry(app, 'phoneCountry'),
      schema: {
        tags: ['members'],
        summary: 'Change a member’s name, phone and role (site admins)',
        security: bearer,
        params: idParams,
        body: memberUpdateSchema,
        response: { 200: memberSavedSchema, ...errors },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await members.updateMember(
          app.db,
          viewerOf(request.session?.user),
          request.params.id,
          request.body,
        ),
      ),
  );

  app.delete(
    '/api/members/:id/2fa',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['members'],
        summary:
          'Turn off a member’s two-step sign-in when they lost their phone and recovery codes (site admins; not their own); signs them out everywhere and emails them',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await members.resetTwoFactor(app, viewerOf(request.session?.user), request.params.id),
      ),
  );

  app.delete(
    '/api/members/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['members'],
        summary: 'Delete a member’s account (site admins; not their own)',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await members.deleteMember(
          deletionContextOf(app),
          viewerOf(request.session?.user),
          request.params.id,
        ),
      ),
  );
};
