import {
  apiErrorSchema,
  outboxPageSchema,
  pageQuerySchema,
  siteSchema,
  siteSettingsSchema,
  unreadablePhoneListSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listOutbox } from '../mail/outbox';
import { languageOf } from '../../plugins/request-language';
import { getSite, getSiteSettings, saveSiteSettings } from '../site/repository';
import { listUnreadablePhones } from './unreadable-phones';
import { auditedSettingsChange } from '../audit/entries';
import { bearer } from '../../plugins/route-schemas';

const denied = { 401: apiErrorSchema, 403: apiErrorSchema };

/** Site-admin pages' API. Every route checks the role on the server (requireAdmin). */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  // onRequest: the role is checked before the body is even parsed.
  app.addHook('onRequest', app.requireAdmin);

  app.get(
    '/api/admin/outbox',
    {
      schema: {
        tags: ['admin'],
        summary: 'Emails, newest first',
        security: bearer,
        querystring: pageQuerySchema,
        response: { 200: outboxPageSchema, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const { limit, cursor } = request.query;
      const rows = await listOutbox(app.db, limit + 1, cursor ? Number(cursor) : undefined);
      const page = rows.slice(0, limit);
      return {
        items: page.map((row) => ({
          _id: String(row.id),
          to: row.toAddress,
          subject: row.subject,
          text: row.textBody,
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
          attachments: row.attachments.map((file) => file.filename),
          headers: row.headers,
        })),
        nextCursor:
          rows.length > limit && page.length > 0 ? String(page[page.length - 1]?.id) : null,
      };
    },
  );

  app.get(
    '/api/admin/unreadable-phones',
    {
      schema: {
        tags: ['admin'],
        summary: 'Stored phone numbers that could not be read as E.164, kept as they were',
        security: bearer,
        response: { 200: unreadablePhoneListSchema, ...denied },
      },
    },
    async () => listUnreadablePhones(app.db),
  );

  const settingsResponse = z.object({ settings: siteSettingsSchema, effective: siteSchema });

  app.get(
    '/api/admin/site-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Site settings: overrides and what is in effect',
        security: bearer,
        response: { 200: settingsResponse, ...denied },
      },
    },
    async (request) => ({
      settings: await getSiteSettings(app.db),
      effective: await getSite(app.db, app.config.site, await languageOf(app, request)),
    }),
  );

  app.put(
    '/api/admin/site-settings',
    {
      schema: {
        tags: ['admin'],
        summary: 'Save site settings (null restores a default)',
        security: bearer,
        body: siteSettingsSchema,
        response: { 200: settingsResponse, 400: apiErrorSchema, ...denied },
      },
    },
    async (request) => ({
      settings: await auditedSettingsChange(
        app.db,
        request.session!.user.id,
        getSiteSettings,
        (tx) => saveSiteSettings(tx, request.body),
      ),
      effective: await getSite(app.db, app.config.site, await languageOf(app, request)),
    }),
  );
};
