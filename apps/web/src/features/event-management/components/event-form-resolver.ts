import { zodResolver } from '@hookform/resolvers/zod';
import { eventInputSchema, type EventInputParsed } from '@portal/contract';
import type { FieldError, FieldErrors, Resolver, ResolverSuccess } from 'react-hook-form';
import { formatMessage } from '../../../i18n/active-language';
import { eventFormMessages as m } from './event-form-messages';
import { toEventInput, type EventFormValues } from './event-form-values';
import { ticketTypeFormErrors } from './ticketing-form-errors';

// The one schema the server also applies (the build's zodResolver translates its messages). A
// union only fails as a whole for the number boxes (latitude, longitude, capacity); every other
// union reports its own branch's message. Texts are made when the form is checked, so each
// check speaks the language on screen.
const schemaResolver = zodResolver(eventInputSchema, {
  error: (issue) => (issue.code === 'invalid_union' ? formatMessage(m.enterNumber) : undefined),
});

/** The first message among the gallery's lines, shown under the one box that holds them all. */
function galleryError(errors: unknown): FieldError | undefined {
  if (!errors || typeof errors !== 'object') return undefined;
  for (const [index, entry] of Object.entries(errors)) {
    if (!/^\d+$/.test(index) || !entry || typeof entry !== 'object' || !('message' in entry))
      continue;
    const message =
      typeof entry.message === 'string' ? entry.message : formatMessage(m.checkAddress);
    return {
      type: 'validate',
      message: formatMessage(m.galleryLine, { line: Number(index) + 1, message }),
    };
  }
  return undefined;
}

/**
 * Converts what was typed (local times, lines, blank numbers) to the contract's input and checks it
 * with the contract's schema. `channelRequired`: only site admins may create events without one.
 */
export function eventFormResolver({
  channelRequired,
}: {
  channelRequired: boolean;
}): Resolver<EventFormValues, unknown, EventInputParsed> {
  return async (values, context, options) => {
    // The form's own field names differ in type from the schema's, so they are not passed on.
    const result = await schemaResolver(toEventInput(values), context, {
      criteriaMode: options.criteriaMode,
      fields: options.fields,
      shouldUseNativeValidation: options.shouldUseNativeValidation,
    });
    const { images, ticketTypes, ...rest } = result.errors;
    const errors: FieldErrors<EventFormValues> = { ...rest };
    const ticketTypesErrors = ticketTypeFormErrors(ticketTypes, values);
    if (ticketTypesErrors) errors.ticketTypes = ticketTypesErrors;
    const imagesError = galleryError(images);
    if (imagesError) errors.images = imagesError;
    if (channelRequired && values.channelId === '' && !errors.channelId)
      errors.channelId = { type: 'required', message: formatMessage(m.chooseChannel) };
    if (Object.keys(errors).length > 0 || !isSuccess(result)) return { values: {}, errors };
    return result;
  };
}

function isSuccess<Values>(result: {
  values: Values | Record<string, never>;
  errors: object;
}): result is ResolverSuccess<Values> {
  return Object.keys(result.errors).length === 0;
}
