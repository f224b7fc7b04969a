import {
  apiErrorSchema,
  eventIdParamsSchema,
  promoCodeDeletedSchema,
  promoCodeInputSchema,
  promoCodeParamsSchema,
  promoCodeSchema,
  promoCodesSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearer } from '../../plugins/route-schemas';
import { viewerOf } from '../channels/access';
import { requireManagedEvent } from '../events/service';
import { createPromoCode, listPromoCodes, removePromoCode } from './service';
import { audited } from '../audit/record';

const denied = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

/**
 * Issue 25 §3: an event's promo codes, for its managers only (site admins and the event's channel
 * admins: the same guard as its registrations list). Attendees type a code when registering.
 */
export const promoCodeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/events/:id/promo-codes',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['registrations'],
        summary: "The event's promo codes with how often each is used (the event's managers)",
        security: bearer,
        params: eventIdParamsSchema,
        response: { 200: promoCodesSchema, ...denied },
      },
    },
    async (request, reply) => {
      const read = await requireManagedEvent(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
      );
      reply.header('cache-control', 'private, no-store');
      return { promoCodes: await listPromoCodes(app.db, read.event.id) };
    },
  );

  app.post(
    '/api/events/:id/promo-codes',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['registrations'],
        summary:
          'Make a promo code: percent or fixed, for some ticket types or all, with a limit and expiry',
        security: bearer,
        params: eventIdParamsSchema,
        body: promoCodeInputSchema,
        response: { 201: promoCodeSchema, 400: apiErrorSchema, 409: apiErrorSchema, ...denied },
      },
    },
    async (request, reply) => {
      const read = await requireManagedEvent(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
      );
      const audit = {
        actorId: request.session!.user.id,
        action: 'promo_code.created',
        target: { kind: 'event', id: read.event.id },
        detail: { code: request.body.code, kind: request.body.kind, value: request.body.value },
      } as const;
      const created = await audited(app.db, audit, (tx) =>
        createPromoCode(tx, read.event.id, request.body),
      );
      reply.code(201);
      return created;
    },
  );

  app.delete(
    '/api/events/:id/promo-codes/:codeId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['registrations'],
        summary: 'Remove a promo code; one that was used is disabled instead, never deleted',
        security: bearer,
        params: promoCodeParamsSchema,
        response: { 200: promoCodeDeletedSchema, ...denied },
      },
    },
    async (request) => {
      const read = await requireManagedEvent(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
      );
      const audit = {
        actorId: request.session!.user.id,
        action: 'promo_code.removed',
        target: { kind: 'promo_code', id: request.params.codeId },
        detail: { eventId: read.event.id, event: read.event.title },
      } as const;
      return {
        outcome: await audited(app.db, audit, (tx) =>
          removePromoCode(tx, read.event.id, request.params.codeId),
        ),
      };
    },
  );
};
