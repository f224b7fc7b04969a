import { checkAnswers, ticketMessages, type RegistrationParsed } from '@portal/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import type { FastifyInstance } from 'fastify';
import { razorpayClient, type RazorpayClient, type RazorpayConfig } from '../donations/razorpay';
import type { Ticketing } from '../registrations/admission';
import { getTicketHoldMinutes } from '../site/repository';
import { takePromoCode } from '../promo-codes/service';
import { toQuestion } from './ticketing';
import * as repo from './repository';

/** Razorpay for tickets: the same account and client as donations, when configured. */
export type TicketPayments = { config: RazorpayConfig; client: RazorpayClient } | undefined;

/** The app's Razorpay for tickets, or undefined when its keys are not set. */
export function paymentsOf(app: FastifyInstance): TicketPayments {
  const config = app.config.razorpay;
  return (
    config && {
      config,
      client: razorpayClient(config, app.log, app.config.overload.retryAfterSeconds),
    }
  );
}

const refuse = (field: string, message: string) =>
  new HttpError(400, 'validation', message, { [field]: message });

/**
 * Everything about a registration's ticket that is decided before the event's lock: the ticket
 * type (known, shown, on sale), the answers (by type and option), and for a paid ticket the
 * Razorpay order for its price, computed here. Razorpay down is a 503 before anything is stored.
 */
export async function prepareTicketing(
  db: Database,
  payments: TicketPayments,
  eventId: string,
  input: RegistrationParsed,
  receipt: string,
  now = new Date(),
): Promise<Ticketing> {
  const types = await repo.ticketTypesOf(db, eventId);
  const questions = (await repo.questionsOf(db, eventId)).map(toQuestion);
  let type: repo.TicketTypeRow | undefined;
  if (types.length > 0) {
    if (!input.ticketTypeId) throw refuse('ticketTypeId', ticketMessages.ticketTypeRequired);
    type = types.find((row) => row.id === input.ticketTypeId && !row.hidden);
    if (!type) throw refuse('ticketTypeId', ticketMessages.ticketTypeUnknown);
    if ((type.salesStart && type.salesStart > now) || (type.salesEnd && type.salesEnd <= now))
      throw refuse('ticketTypeId', ticketMessages.ticketTypeNotOnSale);
  } else if (input.ticketTypeId) throw refuse('ticketTypeId', ticketMessages.ticketTypeUnknown);

  const checked = checkAnswers(questions, type?.id ?? null, input.answers ?? {});
  const [first] = Object.values(checked.issues);
  if (first) throw new HttpError(400, 'validation', first, checked.issues);

  const ticketType = type
    ? {
        id: type.id,
        capacity: type.capacity,
        priceAmount: type.priceAmount,
        currency: type.currency,
      }
    : null;
  // Issue 25 §3: the discount is computed here, on the server only; a 100% code makes it free.
  const promo = await takePromoCode(db, eventId, input.promoCode, type, now);
  const charged = type ? type.priceAmount - (promo?.discount ?? 0) : 0;
  if (!type || charged === 0) return { ticketType, answers: checked.answers, order: null, promo };
  if (!payments) throw new HttpError(503, 'not_configured', ticketMessages.paymentsNotConfigured);
  const order = await payments.client.createOrder({
    amount: charged,
    currency: type.currency,
    receipt: receipt.slice(0, 40),
    notes: {
      eventId,
      ticketTypeId: type.id,
      kind: 'ticket',
      ...(promo && { promoCode: promo.code }),
    },
  });
  return {
    ticketType,
    answers: checked.answers,
    promo,
    order: { id: order.id, holdMinutes: await getTicketHoldMinutes(db) },
  };
}
