// The server's texts in the reader's language (DESIGN §7): error and confirmation messages,
// emails, calendar files and CSV headers. English is the text in the code; the other languages
// come from the same catalogues the web app uses, read once from disk.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  DEFAULT_LANGUAGE,
  localeOf,
  type Language,
  type MessageDescriptor,
} from '@portal/contract';
import { translatedTexts } from '@portal/contract/i18n/known-texts';
// By name: under Node's ESM (tsx, the built server) this CommonJS package's default export is
// its whole exports object, not the class.
import { IntlMessageFormat } from 'intl-messageformat';
import { cataloguesDir } from '../paths';

/** A message's values; a function renders a tag's text (`<b>{title}</b>`: `b: (chunks) => …`). */
export type MessageValues = Record<
  string,
  string | number | Date | ((chunks: readonly unknown[]) => string)
>;

interface Loaded {
  catalogue: Record<string, string>;
  /** English contract text → translation (see known-texts.ts). */
  texts: Map<string, string>;
  formats: Map<string, IntlMessageFormat>;
}

const loaded = new Map<Language, Loaded>();

function load(language: Language): Loaded {
  let pack = loaded.get(language);
  if (!pack) {
    let catalogue: Record<string, string> = {};
    if (language !== DEFAULT_LANGUAGE) {
      try {
        catalogue = JSON.parse(
          readFileSync(path.join(cataloguesDir, `${language}.json`), 'utf8'),
        ) as Record<string, string>;
      } catch {
        // No catalogue (a language configured before its file exists): English, not a failure.
      }
    }
    pack = { catalogue, texts: translatedTexts(catalogue), formats: new Map() };
    loaded.set(language, pack);
  }
  return pack;
}

/** A message in `language`, or its English where the catalogue lacks it. */
export function translate(
  language: Language,
  message: MessageDescriptor,
  values?: MessageValues,
): string {
  const pack = load(language);
  const source = pack.catalogue[message.id] ?? String(message.defaultMessage);
  const key = `${message.id}\u0000${source}`;
  let format = pack.formats.get(key);
  if (!format) {
    format = new IntlMessageFormat(source, localeOf(language));
    pack.formats.set(key, format);
  }
  return String(format.format(values as Record<string, string | number | Date>));
}

/**
 * A contract text (a validation message, the spec's fixed answers) written in English, in
 * `language`; texts the contract does not know come back as they are.
 */
export function translateText(language: Language, english: string): string {
  if (language === DEFAULT_LANGUAGE) return english;
  return load(language).texts.get(english) ?? english;
}
