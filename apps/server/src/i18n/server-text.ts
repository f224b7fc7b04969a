// What the server says, before it knows to whom: a contract text (written in English, translated
// by looking it up: known-texts.ts) or one of the server's own messages, with its values. It is
// put into words in the reader's language only when the answer leaves (the errors plugin, a
// route's `{ message }`, an email).
import { DEFAULT_LANGUAGE, type Language, type MessageDescriptor } from '@portal/contract';
import { translate, translateText, type MessageValues } from './translate';

export interface MessageWithValues {
  message: MessageDescriptor;
  values: MessageValues;
}

export type ServerText = string | MessageDescriptor | MessageWithValues;

/** A message with arguments: `withValues(messages.wait, { seconds: 30 })`. */
export const withValues = (
  message: MessageDescriptor,
  values: MessageValues,
): MessageWithValues => ({
  message,
  values,
});

/** The text in `language`; English where the catalogue lacks it. */
export function textIn(language: Language, text: ServerText): string {
  if (typeof text === 'string') return translateText(language, text);
  if ('id' in text) return translate(language, text);
  return translate(language, text.message, text.values);
}

/** The English, as the server said it before it spoke other languages (logs, tests, the spec). */
export const englishOf = (text: ServerText) => textIn(DEFAULT_LANGUAGE, text);
