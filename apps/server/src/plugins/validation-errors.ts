// A request refused by its schema (400 validation): the first message per field, in the reader's
// language. The schemas' messages are contract texts, translated by their English (known-texts.ts);
// zod's own defaults (a field no rule gave a message) are said generically in other languages.
import { defineMessages, type ApiError, type Language } from '@portal/contract';
import type { FastifyError } from 'fastify';
import { translateText } from '../i18n/translate';
import { textIn, withValues } from '../i18n/server-text';

export const validationMessages = defineMessages('server.validation', {
  invalidRequest: 'The request is not valid.',
  invalidValue: 'Invalid value',
  required: 'Required',
  tooSmall:
    '{origin, select, string {At least {minimum} characters} array {At least {minimum} items} other {At least {minimum}}}',
  tooBig:
    '{origin, select, string {At most {maximum} characters} array {At most {maximum} items} other {At most {maximum}}}',
});

type Issue = NonNullable<FastifyError['validation']>[number];

/** A message zod wrote itself (no contract text) in a language other than English. */
function zodDefault(language: Language, issue: Issue): string {
  const params = issue.params as Record<string, unknown>;
  const origin = typeof params.origin === 'string' ? params.origin : 'other';
  if (issue.keyword === 'invalid_type' && /received undefined$/.test(issue.message ?? ''))
    return textIn(language, validationMessages.required);
  if (issue.keyword === 'too_small' && typeof params.minimum === 'number')
    return textIn(
      language,
      withValues(validationMessages.tooSmall, { origin, minimum: params.minimum }),
    );
  if (issue.keyword === 'too_big' && typeof params.maximum === 'number')
    return textIn(
      language,
      withValues(validationMessages.tooBig, { origin, maximum: params.maximum }),
    );
  return textIn(language, validationMessages.invalidValue);
}

function messageOf(language: Language, issue: Issue): string {
  const english = issue.message ?? 'Invalid value';
  if (language === 'en') return english;
  const translated = translateText(language, english);
  return translated === english ? zodDefault(language, issue) : translated;
}

export function validationBody(error: FastifyError, language: Language): ApiError {
  const fields: Record<string, string> = {};
  for (const issue of error.validation ?? []) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    fields[field] ??= messageOf(language, issue);
  }
  const first = Object.values(fields)[0];
  return {
    error: 'validation',
    message: first ?? textIn(language, validationMessages.invalidRequest),
    fields,
  };
}
