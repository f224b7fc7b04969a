import {
  ticketMessages,
  type EventInputParsed,
  type Question,
  type TicketType,
} from '@portal/contract';
import type { Database } from '../../db/client';
import { HttpError } from '../../plugins/errors';
import { ticketServerMessages as texts } from './messages';
import * as repo from './repository';

const iso = (value: string | null) => (value ? new Date(value).toISOString() : undefined);

/** A ticket type as the contract shows it; optional fields left out when unset. */
export function toTicketType(row: repo.TicketTypeJson): TicketType {
  return {
    _id: row.id,
    name: row.name,
    ...(row.description && { description: row.description }),
    price: { amount: row.priceAmount, currency: row.currency },
    ...(row.capacity !== null && { capacity: row.capacity }),
    ...(row.salesStart && { salesStart: iso(row.salesStart) }),
    ...(row.salesEnd && { salesEnd: iso(row.salesEnd) }),
    ...(row.hidden && { hidden: true }),
    sold: row.sold,
  };
}

export function toQuestion(row: repo.QuestionJson | repo.QuestionRow): Question {
  return {
    _id: row.id,
    label: row.label,
    type: row.type,
    required: row.required,
    ...(row.options.length > 0 && { options: row.options }),
    ...(row.ticketTypeIds.length > 0 && { ticketTypeIds: row.ticketTypeIds }),
  };
}

/**
 * Saves the body's ticket types and questions (absent: unchanged) inside the caller's
 * transaction. A paid ticket type needs Razorpay configured; a ticket type people registered
 * with cannot be removed; ids of another event's rows are refused. Any refusal rolls back all.
 */
export async function saveTicketing(
  db: Database,
  eventId: string,
  input: Pick<EventInputParsed, 'ticketTypes' | 'questions'>,
  paymentsEnabled: boolean,
) {
  if (input.ticketTypes) {
    const paid = input.ticketTypes.findIndex((type) => type.price.amount > 0);
    if (paid >= 0 && !paymentsEnabled)
      throw new HttpError(400, 'payments_not_configured', ticketMessages.paymentsNotConfigured, {
        [`ticketTypes.${paid}.price`]: ticketMessages.paymentsNotConfigured,
      });
    const types = repo.withIds(input.ticketTypes);
    if (
      await repo.removedTypesInUse(
        db,
        eventId,
        types.map((type) => type._id),
      )
    )
      throw new HttpError(409, 'ticket_type_in_use', texts.typeInUse, {
        ticketTypes: texts.typeInUse,
      });
    if (!(await repo.saveTicketTypes(db, eventId, types)))
      throw new HttpError(400, 'validation', texts.idOfAnotherEvent, {
        ticketTypes: texts.idOfAnotherEvent,
      });
  }
  if (input.questions) {
    const known = new Set((await repo.ticketTypesOf(db, eventId)).map((type) => type.id));
    const index = input.questions.findIndex((question) =>
      (question.ticketTypeIds ?? []).some((id) => !known.has(id)),
    );
    if (index >= 0)
      throw new HttpError(400, 'validation', ticketMessages.unknownTicketTypeOfQuestion, {
        [`questions.${index}.ticketTypeIds`]: ticketMessages.unknownTicketTypeOfQuestion,
      });
    if (!(await repo.saveQuestions(db, eventId, repo.withIds(input.questions))))
      throw new HttpError(400, 'validation', texts.idOfAnotherEvent, {
        questions: texts.idOfAnotherEvent,
      });
  }
}
