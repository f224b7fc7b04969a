// The language the app is showing, as module state: formatting functions (./format.ts) and
// `formatMessage` read it without a hook. Components re-render on a change because they read
// texts through `useT()` (./i18n-provider.tsx), whose context changes with it.
import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { DEFAULT_LANGUAGE, localeOf, type Language } from '@portal/contract/i18n/languages';
import { formatCompiled } from './format-compiled';

/** A loaded language: its catalogue and the translations of the contract's and server's texts. */
export interface LanguagePack {
  language: Language;
  /** id → translated message (a plain string, or an ICU message compiled at build time). */
  catalogue: Readonly<Record<string, unknown>>;
  /** English text of a contract or server message → its translation (see known-texts.ts). */
  texts: ReadonlyMap<string, string>;
}

export const englishPack: LanguagePack = {
  language: DEFAULT_LANGUAGE,
  catalogue: {},
  texts: new Map(),
};

let active: LanguagePack = englishPack;

export function activePack(): LanguagePack {
  return active;
}

export function setActivePack(pack: LanguagePack): void {
  if (pack === active) return;
  active = pack;
}

/** The `Intl` locale of the active language ('en-IN', 'hi-IN', 'gu-IN'). */
export function activeLocale(): string {
  return localeOf(active.language);
}

export type MessageValues = Record<string, string | number | Date | null | undefined>;

/**
 * The text of a message in the active language, or its English when the catalogue lacks it.
 * Messages without arguments are plain strings; the others arrive compiled (the build's
 * precompile-messages plugin), since no ICU parser ships to browsers.
 */
export function formatMessage(message: MessageDescriptor, values?: MessageValues): string {
  const source = active.catalogue[message.id] ?? message.defaultMessage;
  if (typeof source === 'string') return source;
  return formatCompiled(source as readonly unknown[], activeLocale(), values);
}

/**
 * A text the contract or the server wrote in English (a validation or error message) in the
 * active language; unknown texts, and every text in English, come back as they are.
 */
export function translateText(english: string): string {
  return active.texts.get(english) ?? english;
}
