import {
  refundMessages,
  registrationMessages,
  registrationRefundedSchema,
  ticketBodySchema,
  ticketLedgerPageSchema,
  ticketLedgerQuerySchema,
  ticketRefundedSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { readerText } from '../../i18n/reader-texts';
import { HttpError } from '../../plugins/errors';
import { languageOf } from '../../plugins/request-language';
import { bearer, errorResponses } from '../../plugins/route-schemas';
import { viewerOf } from '../channels/access';
import { isUuid } from '../events/access';
import { requireManagedEvent } from '../events/service';
import { registrationServerMessages } from '../registrations/messages';
import * as registrationRepo from '../registrations/repository';
import { describeTicket, listRegistrations } from '../registrations/service';
import { paymentsOf } from './choice';
import { LEDGER_CSV_MAX, ledgerPage, ledgerRows } from './ledger';
import { ticketLedgerCsv } from './ledger-csv';
import { refundRegistration } from './refunds';
import { refundEntry } from '../audit/entries';
import { audited } from '../audit/record';

const errors = errorResponses(400, 401, 403, 404, 409, 422, 502, 503);

/** Issue 25 §4 (ADR 42): refunds of paid tickets, and the admins' view of the ticket ledger. */
export const ticketRefundRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = paymentsOf(app);
  const notifier = {
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    notifications: app.notifications,
  };
  const said = (status: string) =>
    status === 'refunded' ? refundMessages.refunded : refundMessages.cancelled;

  app.post(
    '/api/events/:id/registrations/:registrationId/refund',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['registrations'],
        summary:
          'Cancel a registration for a refund (the event’s managers): a paid one is refunded in full through Razorpay, a free one is cancelled; the attendee is emailed and the waiting list moves',
        security: bearer,
        params: z.object({ id: z.string().max(100), registrationId: z.string().max(100) }),
        response: { 200: registrationRefundedSchema, ...errors },
      },
    },
    async (request) => {
      const { id, registrationId } = request.params;
      const read = await requireManagedEvent(app.db, viewerOf(request.session?.user), id);
      const row = isUuid(registrationId)
        ? await registrationRepo.findInEvent(app.db, read.event.id, registrationId)
        : undefined;
      if (!row) throw new HttpError(404, 'not_found', registrationServerMessages.notFound);
      const audit = (done: typeof row) => refundEntry(request.session!.user.id, read.event, done);
      const saved = await audited(app.db, audit, (tx) =>
        refundRegistration(tx, notifier, payments, row.id, 'manager'),
      );
      const registration = (await listRegistrations(app.db, read.event.id)).find(
        (listed) => listed._id === saved.id,
      )!;
      return { message: await readerText(app, request, said(saved.status)), registration };
    },
  );

  // The ticket link's holder: the secret travels in the body so it never lands in an access log.
  app.post(
    '/api/tickets/refund',
    {
      schema: {
        tags: ['registrations'],
        summary:
          'Cancel the ticket for a refund (the ticket holder, until the event’s refundableUntil); a free ticket is cancelled as /api/tickets/cancel does',
        body: ticketBodySchema,
        response: { 200: ticketRefundedSchema, ...errors },
      },
    },
    async (request) => {
      const row = await registrationRepo.findByTicket(app.db, request.body.ticket);
      if (!row) throw new HttpError(404, 'not_found', registrationMessages.ticketNotFound);
      const saved = await refundRegistration(app.db, notifier, payments, row.id, 'holder');
      return {
        message: await readerText(app, request, said(saved.status)),
        ticket: await describeTicket(
          app.db,
          viewerOf(request.session?.user),
          request.body.ticket,
          app.config.publicUrl,
        ),
      };
    },
  );

  app.get(
    '/api/tickets/ledger',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['registrations'],
        summary:
          'The ticket ledger, newest first (site admins): every money state change of every ticket; filter by event and kind, page with `before`',
        security: bearer,
        querystring: ticketLedgerQuerySchema,
        response: { 200: ticketLedgerPageSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ledgerPage(app.db, request.query);
    },
  );

  app.get(
    '/api/tickets/ledger.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['registrations'],
        summary: 'The ticket ledger as CSV for the same filters, all pages (site admins)',
        security: bearer,
        querystring: ticketLedgerQuerySchema,
        produces: ['text/csv'],
        response: { 200: z.string().describe('text/csv'), ...errors },
      },
    },
    async (request, reply) => {
      const rows = await ledgerRows(app.db, request.query, LEDGER_CSV_MAX);
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', 'attachment; filename="ticket-ledger.csv"')
        .send(ticketLedgerCsv(rows, await languageOf(app, request)));
    },
  );
};
