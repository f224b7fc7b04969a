import { apiErrorSchema, paymentVerifiedSchema, paymentVerifySchema } from '@portal/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { translated } from '../../i18n/reader-texts';
import { viewerOf } from '../channels/access';
import { describeTicket } from '../registrations/service';
import { ticketMessages } from '@portal/contract';
import { paymentsOf } from './choice';
import { verifyTicketPayment } from './payments';

const errors = {
  400: apiErrorSchema,
  404: apiErrorSchema,
  409: apiErrorSchema,
  503: apiErrorSchema,
};

/** Issue 25: paying for a ticket. The order is made by POST /api/registration/{eventId}. */
export const ticketPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const payments = paymentsOf(app);
  const notifier = {
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
    notifications: app.notifications,
  };
  app.post(
    '/api/payments/verify',
    {
      schema: {
        tags: ['registrations'],
        summary:
          'Check Razorpay Checkout’s signed result for a ticket order, then confirm the registration and email the ticket',
        body: paymentVerifySchema,
        response: { 200: paymentVerifiedSchema, ...errors },
      },
    },
    async (request) => {
      const row = await verifyTicketPayment(app.db, notifier, payments, request.body);
      const details = await describeTicket(
        app.db,
        viewerOf(request.session?.user),
        row.ticket,
        app.config.publicUrl,
      );
      return translated(app, request, {
        message: ticketMessages.paid,
        registrationId: row.id,
        status: row.status === 'checked_in' ? ('checked_in' as const) : ('confirmed' as const),
        ticket: row.ticket,
        details,
      });
    },
  );
};
