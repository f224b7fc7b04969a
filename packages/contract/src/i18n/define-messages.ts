// Every text a person reads is declared once, in English, with a stable id: the id is the key of
// the Hindi and Gujarati catalogues (./catalogues), the English is the default shown without one.
// Messages are ICU MessageFormat (plurals, selects, numbers). The web build compiles the ones
// with arguments ahead of time (apps/web/vite/precompile-messages.ts), so no parser ships.

/** A message as it is declared: the English is a string; the web build may compile it. */
export interface MessageDescriptor {
  id: string;
  defaultMessage: string | readonly unknown[];
}

/**
 * Declares a namespace's messages: `defineMessages('events', { register: 'Register' })` gives
 * `{ register: { id: 'events.register', defaultMessage: 'Register' } }`.
 */
export function defineMessages<K extends string>(
  namespace: string,
  texts: Record<K, string>,
): Record<K, MessageDescriptor> {
  const out = {} as Record<K, MessageDescriptor>;
  for (const key of Object.keys(texts) as K[])
    out[key] = { id: `${namespace}.${key}`, defaultMessage: texts[key] };
  return out;
}
