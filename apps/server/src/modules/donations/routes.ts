import {
  donationFailedSchema,
  apiErrorSchema,
  donationConfigSchema,
  donationCurrencyFor,
  donationLedgerQuerySchema,
  donationLedgerSchema,
  donationListSchema,
  donationOrderSchema,
  donationRequestSchema,
  donationVerifiedSchema,
  donationVerifySchema,
  messageSchema,
} from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { translated } from '../../i18n/reader-texts';
import { languageOf } from '../../plugins/request-language';
import { ledgerCsv } from './ledger-csv';
import { razorpayClient } from './razorpay';
import { organisationOf, receiptFilename, receiptHtml } from './receipt';
import * as repo from './repository';
import * as donations from './service';
import { handleWebhook } from './webhook';
import { bearer, errorResponses } from '../../plugins/route-schemas';

const idParams = z.object({ id: z.string().max(100) });
const errors = errorResponses(400, 401, 403, 404, 409, 502, 503);

export const donationRoutes: FastifyPluginAsyncZod = async (app) => {
  const razorpay = app.config.razorpay;
  const ctx: donations.DonationContext = {
    ticketNotifier: {
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      notifications: app.notifications,
    },
    db: app.db,
    mailer: app.mailer,
    site: app.config.site,
    razorpay: razorpay && {
      config: razorpay,
      client: razorpayClient(razorpay, app.log, app.config.overload.retryAfterSeconds),
    },
  };

  app.get(
    '/donate/config',
    {
      // By language: the default tax text is the portal's words, in the reader's language.
      config: { publicCache: { byLanguage: true } },
      schema: {
        tags: ['donations'],
        summary:
          'Whether donations are set up, the public key, and the words the page shows (with the other ways to give)',
        response: { 200: donationConfigSchema },
      },
    },
    async (request) => {
      const organisation = await organisationOf(
        app.db,
        app.config.site,
        await languageOf(app, request),
      );
      return {
        enabled: Boolean(razorpay),
        keyId: razorpay?.keyId ?? null,
        organisationName: organisation.name,
        taxText: organisation.taxText,
        otherWaysToGive: organisation.otherWaysToGive,
        defaultCurrency: donationCurrencyFor(organisation.country),
        presets: organisation.presets,
      };
    },
  );

  app.post(
    '/donate/payment',
    {
      schema: {
        tags: ['donations'],
        summary: 'Record a donation and create its Razorpay order (once) or subscription (monthly)',
        body: donationRequestSchema,
        response: { 200: donationOrderSchema, ...errors },
      },
    },
    async (request) =>
      donations.createDonation(
        ctx,
        request.session?.user,
        request.body,
        await languageOf(app, request),
      ),
  );

  app.post(
    '/donate/verify',
    {
      schema: {
        tags: ['donations'],
        summary:
          'Check Checkout’s signed result, then mark the donation paid and email the receipt',
        body: donationVerifySchema,
        response: { 200: donationVerifiedSchema, ...errors },
      },
    },
    async (request) => translated(app, request, await donations.verifyPayment(ctx, request.body)),
  );

  app.post(
    '/donate/failed',
    {
      schema: {
        tags: ['donations'],
        summary: 'Checkout was dismissed or the payment declined: mark the order failed',
        body: donationFailedSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => translated(app, request, await donations.markFailed(ctx, request.body)),
  );

  // The webhook's signature covers the exact bytes Razorpay sent, so this route reads the body
  // as a string (its own content-type parser, scoped to this plugin).
  await app.register(async (webhook) => {
    webhook.addContentTypeParser(
      'application/json',
      { parseAs: 'string' },
      (_request, body, done) => done(null, body),
    );
    webhook.post(
      '/donate/webhook',
      {
        schema: {
          tags: ['donations'],
          summary: 'Razorpay webhook (X-Razorpay-Signature over the raw body; each event once)',
          response: {
            200: z.object({ handled: z.boolean(), duplicate: z.boolean() }),
            ...errors,
          },
        },
      },
      async (request) => {
        const header = (name: string) => {
          const value = request.headers[name];
          return typeof value === 'string' ? value : undefined;
        };
        return handleWebhook(
          ctx,
          typeof request.body === 'string' ? request.body : '',
          header('x-razorpay-signature'),
          header('x-razorpay-event-id'),
        );
      },
    );
  });

  app.get(
    '/api/donations/mine',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['donations'],
        summary: 'The caller’s donations, newest first',
        security: bearer,
        response: { 200: donationListSchema, 401: apiErrorSchema },
      },
    },
    async (request) => donations.myDonations(app.db, request.session!.user),
  );

  app.get(
    '/api/donations/:id/receipt',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['donations'],
        summary: 'A paid donation’s receipt as an HTML file (the donor, or a site admin)',
        security: bearer,
        params: idParams,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const row = await donations.receiptOf(ctx, request.session!.user, request.params.id);
      const language = await languageOf(app, request);
      const html = receiptHtml(
        row,
        await organisationOf(app.db, app.config.site, language),
        language,
      );
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('content-disposition', `attachment; filename="${receiptFilename(row)}"`)
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
        .send(html);
    },
  );

  app.post(
    '/api/donations/:id/cancel',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['donations'],
        summary: 'Cancel a monthly donation (the donor, or a site admin)',
        security: bearer,
        params: idParams,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) =>
      translated(
        app,
        request,
        await donations.cancelMonthly(ctx, request.session!.user, request.params.id),
      ),
  );

  app.get(
    '/api/admin/donations',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['donations'],
        summary: 'The donor ledger with totals per currency (site admins)',
        security: bearer,
        querystring: donationLedgerQuerySchema,
        response: { 200: donationLedgerSchema, ...errors },
      },
    },
    async (request) => {
      const [rows, totals] = await Promise.all([
        repo.ledger(app.db, request.query),
        repo.ledgerTotals(app.db, request.query),
      ]);
      return { donations: rows.map(donations.toDonation), totals };
    },
  );

  app.get(
    '/api/admin/donations.csv',
    {
      onRequest: app.requireAdmin,
      schema: {
        tags: ['donations'],
        summary: 'The ledger as CSV (site admins)',
        security: bearer,
        querystring: donationLedgerQuerySchema,
        produces: ['text/csv'],
      },
    },
    async (request, reply) => {
      const rows = await repo.ledger(app.db, request.query);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="donations.csv"')
        .send(ledgerCsv(rows.map(donations.toDonation), await languageOf(app, request)));
    },
  );
};
