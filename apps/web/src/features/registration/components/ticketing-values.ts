import { zodResolver } from '@hookform/resolvers/zod';
import {
  checkAnswers,
  questionsFor,
  registrationInputSchema,
  ticketMessages,
  type AnswerValue,
  type PortalEvent,
  type Question,
  type RegistrationInput,
  type RegistrationParsed,
} from '@portal/contract';
import { set, type FieldErrors, type Resolver } from 'react-hook-form';
import { translateText } from '../../../i18n/active-language';
import { shownTicketTypes } from './ticket-availability';

// Issue 25 on the registration form: the ticket chosen and the answers, checked with the
// contract's own rules (`checkAnswers`) before the form is sent, as the server checks them again.

export type Ticketing = Pick<PortalEvent, 'ticketTypes' | 'questions'>;

/** The questions asked of whoever takes `ticketTypeId` (null: the event sells no tickets). */
export function askedQuestions(event: Ticketing, ticketTypeId: string | null | undefined) {
  const hasTypes = shownTicketTypes(event.ticketTypes).length > 0;
  // With ticket types, nothing is asked until a ticket is chosen: its questions may differ.
  if (hasTypes && !ticketTypeId) return [];
  return questionsFor(event.questions ?? [], hasTypes ? (ticketTypeId ?? null) : null);
}

/** An empty answer of the question's kind, so each field starts controlled. */
export function blankAnswer(question: Pick<Question, 'type'>): AnswerValue {
  if (question.type === 'checkbox') return false;
  if (question.type === 'multi') return [];
  return '';
}

/** The ticket and answer issues of the form's values, keyed as the server keys them. */
export function ticketingIssues(
  event: Ticketing,
  values: Pick<RegistrationInput, 'ticketTypeId' | 'answers'>,
): Record<string, string> {
  const hasTypes = shownTicketTypes(event.ticketTypes).length > 0;
  const ticketTypeId = hasTypes ? values.ticketTypeId || null : null;
  const issues: Record<string, string> = {};
  if (hasTypes && !ticketTypeId) issues.ticketTypeId = ticketMessages.ticketTypeRequired;
  const asked = askedQuestions(event, ticketTypeId);
  const given = Object.fromEntries(
    asked.map((question) => [question._id, values.answers?.[question._id]]),
  );
  return { ...issues, ...checkAnswers(asked, ticketTypeId, given).issues };
}

/**
 * The registration's own schema, then the ticket and the answers: every message at once, in the
 * reader's language (the contract's texts are English; `translateText` finds their translation).
 */
export function registrationResolver(
  event: Ticketing,
): Resolver<RegistrationInput, unknown, RegistrationParsed> {
  const base = zodResolver(registrationInputSchema);
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const issues = Object.entries(ticketingIssues(event, values));
    if (issues.length === 0) return result;
    const errors: FieldErrors<RegistrationInput> = { ...result.errors };
    for (const [path, message] of issues)
      set(errors, path, { type: 'ticketing', message: translateText(message) });
    return { values: {}, errors };
  };
}

/** What is sent: the chosen ticket, and only the answers to the questions it asks. */
export function ticketingPayload(
  event: Ticketing,
  values: Pick<RegistrationInput, 'ticketTypeId' | 'answers'>,
): Pick<RegistrationInput, 'ticketTypeId' | 'answers'> {
  const hasTypes = shownTicketTypes(event.ticketTypes).length > 0;
  const ticketTypeId = hasTypes ? values.ticketTypeId || null : null;
  const asked = askedQuestions(event, ticketTypeId);
  return {
    ...(ticketTypeId && { ticketTypeId }),
    ...(asked.length > 0 && {
      answers: checkAnswers(asked, ticketTypeId, values.answers ?? {}).answers,
    }),
  };
}

/** The server's per-field paths for this event's ticket and questions (400 issues). */
export function ticketingFields(event: Ticketing): string[] {
  return ['ticketTypeId', ...(event.questions ?? []).map((question) => `answers.${question._id}`)];
}
