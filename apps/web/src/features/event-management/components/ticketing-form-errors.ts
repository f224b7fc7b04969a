import { eventMessages, minorDigits } from '@portal/contract';
import { instantFromWallClock } from '@portal/contract/time-zones';
import type { FieldErrors } from 'react-hook-form';
import { formatMessage, translateText } from '../../../i18n/active-language';
import type { EventFormValues } from './event-form-values';
import { ticketTypeMessages } from './ticketing-messages';

type TicketTypeErrors = NonNullable<FieldErrors<EventFormValues>['ticketTypes']>;

/**
 * The schema speaks of what is sent (a price in paise, an instant); the organiser typed rupees
 * and a local time. Their messages are put in the form's terms; others are left as they are.
 */
export function ticketTypeFormErrors(
  errors: TicketTypeErrors | undefined,
  values: EventFormValues,
): TicketTypeErrors | undefined {
  if (!errors) return errors;
  values.ticketTypes.forEach((type, index) => {
    const row = errors[index];
    if (!row) return;
    if (row.price?.amount)
      row.price.amount = {
        type: 'validate',
        message: formatMessage(ticketTypeMessages.priceInvalid, {
          digits: minorDigits(type.price.currency),
        }),
      };
    // A sale time is sent as an instant: a local time the clocks skip has none.
    for (const key of ['salesStart', 'salesEnd'] as const) {
      const resolved = instantFromWallClock(type[key].trim(), values.timeZone);
      if (row[key] && !resolved.ok && resolved.reason === 'nonexistent')
        row[key] = { type: 'validate', message: translateText(eventMessages.timeSkipped) };
    }
  });
  return errors;
}

const ticketTypeKeys = [
  'name',
  'description',
  'price.amount',
  'price.currency',
  'capacity',
  'salesStart',
  'salesEnd',
] as const;
const questionKeys = ['label', 'type', 'options', 'ticketTypeIds'] as const;

/**
 * The box a server message about the ticket types or questions belongs under: 'ticketTypes.0.price'
 * (Razorpay not configured) under the price, 'ticketTypes' (a sold type removed: 409) above the
 * list, 'questions.1.options.0.label' under that choice. Undefined for any other key.
 */
export function ticketingErrorPath(key: string, values: EventFormValues): string | undefined {
  if (key === 'ticketTypes' || key === 'questions') return `${key}.root`;
  const match = /^(ticketTypes|questions)\.(\d+)\.(.+)$/.exec(key);
  if (!match) return undefined;
  const [, list, indexText, rest] = match as unknown as [string, string, string, string];
  const index = Number(indexText);
  if (list === 'ticketTypes') {
    if (index >= values.ticketTypes.length) return 'ticketTypes.root';
    const inner = rest === 'price' ? 'price.amount' : rest;
    return (ticketTypeKeys as readonly string[]).includes(inner)
      ? `ticketTypes.${index}.${inner}`
      : 'ticketTypes.root';
  }
  if (index >= values.questions.length) return 'questions.root';
  const option = /^options\.(\d+)\.(value|label)$/.exec(rest);
  if (option && Number(option[1]) < (values.questions[index]?.options.length ?? 0))
    return `questions.${index}.${rest}`;
  const head = rest.split('.')[0]!;
  return (questionKeys as readonly string[]).includes(head)
    ? `questions.${index}.${head}`
    : 'questions.root';
}
