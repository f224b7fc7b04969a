import type { Language, MessageDescriptor } from '@portal/contract';
import { translate } from '../../i18n/translate';
import { escapeHtml } from './escape-html';

// An email's message as text and as HTML from one translation. A message may mark words to stand
// out with <b>…</b>: bold in HTML, in quotes in the text ('For <b>{title}</b>, …').

type Values = Record<string, string | number>;

/** The message as plain text: `<b>` parts in quotes. */
export function plainIn(language: Language, message: MessageDescriptor, values: Values = {}) {
  return translate(language, message, { ...values, b: (chunks) => `"${chunks.join('')}"` });
}

/**
 * The message as HTML: the translation's words and every value escaped, `<b>` parts in <strong>.
 * Values go in as markers first (private-use characters, which escaping leaves alone), so what
 * people wrote is escaped once, never read as markup.
 */
export function htmlIn(language: Language, message: MessageDescriptor, values: Values = {}) {
  const escaped: string[] = [];
  const marked = Object.fromEntries(
    Object.entries(values).map(([name, value]) =>
      typeof value === 'string'
        ? [name, `\uE000${escaped.push(escapeHtml(value)) - 1}\uE000`]
        : [name, value],
    ),
  );
  const text = translate(language, message, {
    ...marked,
    b: (chunks) => `\uE001${chunks.join('')}\uE002`,
  });
  return escapeHtml(text)
    .replace(/\uE000(\d+)\uE000/g, (_, index: string) => escaped[Number(index)] ?? '')
    .replaceAll('\uE001', '<strong>')
    .replaceAll('\uE002', '</strong>');
}
