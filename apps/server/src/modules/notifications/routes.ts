import {
  type NotificationKind,
  notificationMessages,
  notificationPreferencesSchema,
  notificationsPageSchema,
  notificationsQuerySchema,
  notificationsReadResultSchema,
  notificationsReadSchema,
  pushEndpointSchema,
  pushKeySchema,
  pushSubscriptionSchema,
  pushTestResultSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { decodeTimeCursor, encodeTimeCursor } from '../../db/keyset-cursor';
import { textIn, withValues } from '../../i18n/server-text';
import { HttpError } from '../../plugins/errors';
import { languageOf } from '../../plugins/request-language';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { sessionOf } from '../auth/authenticate';
import { getSite } from '../site/repository';
import { checkEndpoint } from './endpoints';
import { notificationTexts as texts } from './messages';
import * as repo from './repository';

const tags = ['notifications'];
const ok = z.object({ ok: z.literal(true) });

/**
 * The bell, the switches per kind, and web push (issue 40, ADR 60). Every call is the signed-in
 * member's own: visitors 401, and nobody reads or changes another member's notifications.
 */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  const centre = app.notifications;
  const own = { onRequest: app.requireUser };

  app.get(
    '/api/notifications',
    {
      ...own,
      schema: {
        tags,
        summary: "One's notifications, newest first, and how many are unread",
        security: bearer,
        querystring: notificationsQuerySchema,
        response: { 200: notificationsPageSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).user.id;
      const { cursor, limit } = request.query;
      const rows = await repo.page(
        app.db,
        userId,
        cursor ? decodeTimeCursor(cursor) : undefined,
        limit,
      );
      const items = rows.slice(0, limit);
      const last = items.at(-1);
      return {
        items: items.map((row) => ({
          _id: row.id,
          kind: row.kind as NotificationKind,
          title: row.title,
          body: row.body,
          url: row.url,
          createdAt: row.createdAt.toISOString(),
          readAt: row.readAt?.toISOString() ?? null,
        })),
        unread: await repo.unreadCount(app.db, userId),
        nextCursor: rows.length > limit && last ? encodeTimeCursor(last.createdAt, last.id) : null,
      };
    },
  );

  app.post(
    '/api/notifications/read',
    {
      ...own,
      schema: {
        tags,
        summary: 'Mark notifications read: these ids, or every one when none are given',
        description: "Ids that are not the caller's own change nothing.",
        security: bearer,
        body: notificationsReadSchema,
        response: { 200: notificationsReadResultSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).user.id;
      const read = await repo.markRead(app.db, userId, request.body.ids);
      return { read, unread: await repo.unreadCount(app.db, userId) };
    },
  );

  app.get(
    '/api/me/notification-preferences',
    {
      ...own,
      schema: {
        tags,
        summary: 'Which kinds of notification are on (all, until turned off)',
        security: bearer,
        response: { 200: notificationPreferencesSchema, ...errorResponses(401) },
      },
    },
    async (request) => repo.preferences(app.db, sessionOf(request).user.id),
  );

  app.put(
    '/api/me/notification-preferences',
    {
      ...own,
      schema: {
        tags,
        summary: 'Turn each kind of notification (bell and push) on or off',
        security: bearer,
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).user.id;
      await repo.savePreferences(app.db, userId, request.body);
      return repo.preferences(app.db, userId);
    },
  );

  app.get(
    '/api/push/key',
    {
      schema: {
        tags,
        summary: "The VAPID public key: the browser's applicationServerKey for subscribing",
        response: { 200: pushKeySchema },
      },
    },
    async () => ({ publicKey: (await centre.vapidKeys()).publicKey }),
  );

  app.post(
    '/api/push/subscriptions',
    {
      ...own,
      schema: {
        tags,
        summary: "Turn push on for this device: the browser's PushSubscription JSON",
        description:
          'The endpoint must be https (a loopback http:// one only with PUSH_ALLOW_LOOPBACK=true); p256dh a 65-byte P-256 key and auth 16 bytes, base64url.',
        security: bearer,
        body: pushSubscriptionSchema,
        response: { 201: ok, ...errorResponses(400, 401) },
      },
    },
    async (request, reply) => {
      const { endpoint, keys } = request.body;
      checkEndpoint(endpoint, app.config.push.allowLoopback);
      await repo.saveSubscription(app.db, sessionOf(request).user.id, { endpoint, ...keys });
      return reply.code(201).send({ ok: true as const });
    },
  );

  app.delete(
    '/api/push/subscriptions',
    {
      ...own,
      schema: {
        tags,
        summary: 'Turn push off for this device (its endpoint); no error when it was already off',
        security: bearer,
        body: pushEndpointSchema,
        response: { 200: ok, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      await repo.deleteSubscription(app.db, sessionOf(request).user.id, request.body.endpoint);
      return { ok: true as const };
    },
  );

  app.post(
    '/api/push/test',
    {
      ...own,
      schema: {
        tags,
        summary: 'Send "Notifications are on" to each of the caller\'s own devices',
        security: bearer,
        response: { 200: pushTestResultSchema, ...errorResponses(401, 409) },
      },
    },
    async (request) => {
      const userId = sessionOf(request).user.id;
      const language = await languageOf(app, request);
      const siteName = (await getSite(app.db, app.config.site)).name;
      const queued = await centre.pushOnly(app.db, userId, {
        title: textIn(language, texts.testTitle),
        body: textIn(language, withValues(texts.testBody, { siteName })),
        url: '/settings',
        tag: 'push-test',
      });
      if (queued === 0)
        throw new HttpError(409, 'no_subscription', notificationMessages.noSubscriptions);
      return { queued };
    },
  );
};
