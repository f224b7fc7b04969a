import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { Fragment, type ReactNode } from 'react';
import type { Translate } from './i18n-provider';

// Messages are formatted to strings, so an element (a link) inside a sentence goes in as a
// marker that the formatted text is then cut at. The whole sentence stays one message, so each
// language puts the link where its word order wants it.
const marker = (name: string) => `\uE000${name}\uE000`;
const markers = /\uE000(\w+)\uE000/;

/**
 * A translated sentence with React elements for some of its arguments:
 * `withElements(t, messages.more, { link: <Anchor …>{t(messages.linkText)}</Anchor> })` for
 * 'You can also {link}.'. Other arguments go in `values` as usual.
 */
export function withElements(
  t: Translate,
  message: MessageDescriptor,
  elements: Record<string, ReactNode>,
  values: Record<string, string | number> = {},
): ReactNode {
  const markedValues = { ...values };
  for (const name of Object.keys(elements)) markedValues[name] = marker(name);
  // split with a capturing group alternates text and argument names: text, name, text, …
  const parts = t(message, markedValues).split(markers);
  return parts.map((part, index) => (
    <Fragment key={index}>{index % 2 === 0 ? part : elements[part]}</Fragment>
  ));
}
