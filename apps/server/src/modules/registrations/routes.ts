import {
  apiErrorSchema,
  channelMessages,
  checkInBodySchema,
  eventIdParamsSchema,
  eventRegistrationsSchema,
  myRegistrationsSchema,
  myTicketsSchema,
  registrationInputSchema,
  registrationMessages,
  registrationChallengeSchema,
  registrationResultSchema,
  REGISTRATION_PROOF_HEADER,
  registrationSchema,
  ticketActionResultSchema,
  ticketBodySchema,
  ticketSchema,
  phoneCountry,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerText } from '../../i18n/reader-texts';
import { HttpError } from '../../plugins/errors';
import { requestBucket } from '../../plugins/address-bucket';
import { languageOf } from '../../plugins/request-language';
import { isChannelId, managesChannel, viewerOf } from '../channels/access';
import { isUuid } from '../events/access';
import { findChannelEvent } from '../events/repository';
import { requireManagedEvent, toEvent } from '../events/service';
import { registrationsCsv } from './csv';
import * as repo from './repository';
import { Admissions } from './admission';
import { registrationServerMessages as texts } from './messages';
import * as registrations from './service';
import { bearer } from '../../plugins/route-schemas';
import { withSiteCountry } from '../../plugins/phone-country';
import { getDefaultCountry } from '../site/repository';
import { admitAttempt } from './hoarding';
import { RegistrationProofs } from './proof';
import { paymentsOf } from '../tickets/choice';
import { checkInEntry } from '../audit/entries';
import { audited } from '../audit/record';

const denied = { 401: apiErrorSchema, 403: apiErrorSchema, 404: apiErrorSchema };

export const registrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const notifier = {
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    notifications: app.notifications,
  };
  const admissions = new Admissions(app.db, notifier);
  const proofs = new RegistrationProofs(app.db, app.limiter);
  const payments = paymentsOf(app);

  app.get(
    '/api/registration/challenge',
    {
      schema: {
        tags: ['registrations'],
        summary:
          'A proof-of-work challenge for one registration (ALTCHA v2); harder the more an address asks',
        response: { 200: registrationChallengeSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return proofs.challenge(requestBucket(request));
    },
  );

  app.post(
    '/api/registration/:eventId',
    {
      preValidation: withSiteCountry(app, 'country'),
      schema: {
        tags: ['registrations'],
        summary: 'Register for an event (spec payload); waitlisted when full',
        params: z.object({ eventId: z.string().max(100) }),
        body: registrationInputSchema,
        response: {
          201: registrationResultSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
          429: apiErrorSchema,
          502: apiErrorSchema,
          503: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const proof = request.headers[REGISTRATION_PROOF_HEADER];
      await admitAttempt(app.limiter, proofs, app.config.registrationLimits, {
        address: request.ip,
        eventId: request.params.eventId,
        proof: typeof proof === 'string' ? proof : undefined,
      });
      const result = await registrations.register(
        app.db,
        admissions,
        notifier,
        request.params.eventId,
        request.body,
        request.session?.user.id ?? null,
        await languageOf(app, request),
        payments,
      );
      reply.code(201);
      return result;
    },
  );

  app.get(
    '/api/events/:id/registrations',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['registrations'],
        summary: "An event and its registrations (the event's managers)",
        security: bearer,
        params: eventIdParamsSchema,
        response: { 200: eventRegistrationsSchema, ...denied },
      },
    },
    async (request) => {
      const read = await requireManagedEvent(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
      );
      return {
        event: toEvent(read),
        registrations: await registrations.listRegistrations(app.db, read.event.id),
      };
    },
  );

  app.get(
    '/api/my-tickets',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['registrations'],
        summary: 'The caller’s registrations, upcoming then past, with ticket links and QR codes',
        security: bearer,
        response: { 200: myTicketsSchema, 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      // Holds ticket secrets: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return {
        tickets: await registrations.myTickets(
          app.db,
          request.session!.user.id,
          app.config.publicUrl,
        ),
      };
    },
  );

  app.get(
    '/api/events/:id/my-registrations',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['registrations'],
        summary: 'The caller’s own live registrations for the event, with their ticket links',
        security: bearer,
        params: eventIdParamsSchema,
        response: { 200: myRegistrationsSchema, 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const user = request.session!.user;
      // Holds ticket secrets: never kept by a shared cache.
      reply.header('cache-control', 'private, no-store');
      return {
        registrations: await registrations.myRegistrations(
          app.db,
          viewerOf(user),
          user.id,
          request.params.id,
          payments,
        ),
      };
    },
  );

  app.get(
    '/api/events/:id/registrations.csv',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['registrations'],
        summary: 'The registrations as CSV',
        security: bearer,
        params: eventIdParamsSchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...denied },
      },
    },
    async (request, reply) => {
      const read = await requireManagedEvent(
        app.db,
        viewerOf(request.session?.user),
        request.params.id,
      );
      const rows = await registrations.listRegistrations(app.db, read.event.id);
      // Numbers read as the one downloading reads them: national if they dial the same code.
      const viewerCountry =
        phoneCountry(request.session?.user.mobile) ?? (await getDefaultCountry(app.db));
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="registrations.csv"')
        .send(
          registrationsCsv(rows, viewerCountry, await languageOf(app, request), {
            ticketed: read.ticketTypes.length > 0,
            questions: toEvent(read).questions ?? [],
          }),
        );
    },
  );

  app.post(
    '/api/events/:id/registrations/:registrationId/check-in',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['registrations'],
        summary: 'Mark an attendee present, or not',
        security: bearer,
        params: z.object({ id: z.string().max(100), registrationId: z.string().max(100) }),
        body: checkInBodySchema,
        response: { 200: registrationSchema, 400: apiErrorSchema, 422: apiErrorSchema, ...denied },
      },
    },
    async (request) => {
      const { id, registrationId } = request.params;
      await requireManagedEvent(app.db, viewerOf(request.session?.user), id);
      const row = isUuid(registrationId)
        ? await repo.findInEvent(app.db, id, registrationId)
        : undefined;
      if (!row) throw new HttpError(404, 'not_found', texts.notFound);
      const audit = (done: typeof row) => checkInEntry(request.session!.user.id, row, done);
      const saved = await audited(app.db, audit, (tx) =>
        registrations.setCheckedIn(tx, row, request.body.checkedIn),
      );
      return registrations.toRegistration(saved, null);
    },
  );

  app.get(
    '/api/events/channel/:channelId',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['registrations'],
        summary: "The channel's next (else latest) event and its registrations (spec dashboard)",
        security: bearer,
        params: z.object({ channelId: z.string().max(100) }),
        response: { 200: eventRegistrationsSchema, ...denied },
      },
    },
    async (request) => {
      const viewer = viewerOf(request.session?.user);
      const { channelId } = request.params;
      if (!isChannelId(channelId)) throw new HttpError(404, 'not_found', channelMessages.notFound);
      if (!(await managesChannel(app.db, viewer, channelId)))
        throw new HttpError(403, 'forbidden', texts.channelForbidden);
      const read = await findChannelEvent(app.db, viewer, channelId);
      if (!read) return { event: null, registrations: [] };
      return {
        event: toEvent(read),
        registrations: await registrations.listRegistrations(app.db, read.event.id),
      };
    },
  );

  // Tickets: the secret travels in the body so it never lands in an access log.
  app.post(
    '/api/tickets/lookup',
    {
      schema: {
        tags: ['registrations'],
        summary: 'What a ticket link is for',
        body: ticketBodySchema,
        response: { 200: ticketSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) =>
      registrations.describeTicket(
        app.db,
        viewerOf(request.session?.user),
        request.body.ticket,
        app.config.publicUrl,
      ),
  );

  app.post(
    '/api/tickets/cancel',
    {
      schema: {
        tags: ['registrations'],
        summary: 'Cancel the registration (the ticket holder); promotes the waiting list',
        body: ticketBodySchema,
        response: {
          200: ticketActionResultSchema,
          400: apiErrorSchema,
          404: apiErrorSchema,
          409: apiErrorSchema,
          422: apiErrorSchema,
        },
      },
    },
    async (request) => {
      await registrations.cancelByTicket(app.db, notifier, request.body.ticket);
      return {
        message: await readerText(app, request, registrationMessages.cancelled),
        ticket: await registrations.describeTicket(
          app.db,
          viewerOf(request.session?.user),
          request.body.ticket,
          app.config.publicUrl,
        ),
      };
    },
  );

  app.post(
    '/api/tickets/check-in',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['registrations'],
        summary: "Check a ticket in (the event's managers, e.g. scanning the QR code)",
        security: bearer,
        body: ticketBodySchema,
        response: {
          200: ticketActionResultSchema,
          400: apiErrorSchema,
          422: apiErrorSchema,
          ...denied,
        },
      },
    },
    async (request) => {
      const viewer = viewerOf(request.session?.user);
      const row = await repo.findByTicket(app.db, request.body.ticket);
      if (!row) throw new HttpError(404, 'not_found', registrationMessages.ticketNotFound);
      await requireManagedEvent(app.db, viewer, row.eventId);
      const audit = (done: typeof row) => checkInEntry(viewer.userId, row, done);
      await audited(app.db, audit, (tx) => registrations.setCheckedIn(tx, row, true));
      return {
        message: await readerText(app, request, registrationMessages.checkedIn),
        ticket: await registrations.describeTicket(
          app.db,
          viewer,
          request.body.ticket,
          app.config.publicUrl,
        ),
      };
    },
  );
};
