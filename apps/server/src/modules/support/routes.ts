import {
  apiErrorSchema,
  contactMessageSchema,
  messageSchema,
  supportMessageListSchema,
  supportMessageQuerySchema,
  supportMessageSchema,
  supportMessageUpdateSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translated } from '../../i18n/reader-texts';
import * as support from './service';
import { bearer } from '../../plugins/route-schemas';

export const supportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/serviceform',
    {
      schema: {
        tags: ['support'],
        summary: 'A "Talk to us" message: stored, and emailed to the site admins',
        body: contactMessageSchema,
        response: { 200: messageSchema, 400: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await support.receiveMessage(
          app.db,
          app.limiter,
          app.mailer,
          request.ip,
          request.body,
          new URL('/admin/messages', app.config.publicUrl).toString(),
        ),
      ),
  );

  app.get(
    '/api/admin/messages',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['support'],
        summary: 'Support messages, newest first (site admins)',
        security: bearer,
        querystring: supportMessageQuerySchema,
        response: { 200: supportMessageListSchema, 401: apiErrorSchema, 403: apiErrorSchema },
      },
    },
    async (request) =>
      support.listMessages(
        app.db,
        request.query.handled === undefined ? undefined : request.query.handled === 'true',
      ),
  );

  app.patch(
    '/api/admin/messages/:id',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['support'],
        summary: 'Mark a support message handled or open (site admins)',
        security: bearer,
        params: z.object({ id: z.string().max(100) }),
        body: supportMessageUpdateSchema,
        response: {
          200: supportMessageSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          403: apiErrorSchema,
          404: apiErrorSchema,
        },
      },
    },
    async (request) => support.setHandled(app.db, request.params.id, request.body.handled),
  );
};
