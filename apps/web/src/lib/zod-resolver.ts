// Every form's `zodResolver`, translating the contract's validation messages: the build sends
// `import { zodResolver } from '@hookform/resolvers/zod'` here (build/translated-zod-resolver.ts),
// so each form shows its field errors in the reader's language without doing anything itself.
// The messages are translated when the form is checked; a form re-checks each field as it is
// edited after a submit, so a language switch reaches the message on the next check.
import { zodResolver as contractResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { translateText } from '../i18n/active-language';

export * from '@hookform/resolvers/zod';

/**
 * Replaces, in place, every `message` in an error tree (nested objects, arrays, and the `types`
 * of criteriaMode 'all') by its translation. `ref` is the field's DOM element: not walked.
 */
export function translateErrors(errors: unknown): void {
  if (!errors || typeof errors !== 'object') return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') {
      (errors as Record<string, unknown>).message = translateText(value);
    } else if (key === 'types' && value && typeof value === 'object') {
      for (const [type, message] of Object.entries(value))
        if (typeof message === 'string')
          (value as Record<string, unknown>)[type] = translateText(message);
    } else {
      translateErrors(value);
    }
  }
}

/** A resolver whose field errors read in the active language. */
export function translatingResolver<Values extends FieldValues, Context, Output>(
  resolver: Resolver<Values, Context, Output>,
): Resolver<Values, Context, Output> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    translateErrors(result.errors);
    return result;
  };
}

/** @hookform/resolvers' `zodResolver`, with its messages translated. */
export const zodResolver = ((...args: Parameters<typeof contractResolver>) =>
  translatingResolver(contractResolver(...args))) as typeof contractResolver;
