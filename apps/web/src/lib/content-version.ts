// Which version of what an organiser wrote a reader sees (issue #17 item 7, ADR 25): the active
// language's version when there is one, else the original, field by field; the reader may ask
// for the original, or for another language's version, one item at a time.
import { languageCodes, type Language } from '@portal/contract/i18n/languages';
import { useState } from 'react';
import { useLanguage } from '../i18n/i18n-provider';

type Texts = Record<string, string>;

/** The versions by language, as the API returns them (`translations`). */
export type Versions<T extends Texts> = Partial<Record<Language, Partial<T>>> | undefined;

/** What the reader asked for: a language's version, the original, or (null) the usual choice. */
export type VersionChoice = Language | 'original' | null;

export interface ContentVersion<T extends Texts> {
  /** Each field as shown: the chosen version's where it has one, else the original's. */
  texts: T;
  /** The language of each field that comes from a version, for its `lang` attribute. */
  lang: Partial<Record<keyof T, Language>>;
  /** The language whose version is shown, or undefined when all of it is the original. */
  shown: Language | undefined;
  /** Languages with a version, in the portal's order. */
  available: Language[];
}

function hasText(version: Partial<Texts> | undefined): boolean {
  return Object.values(version ?? {}).some(Boolean);
}

/** The version to show of `original`, for a reader of `language` who chose `choice`. */
export function pickVersion<T extends Texts>(
  original: T,
  versions: Versions<T>,
  language: Language,
  choice: VersionChoice = null,
): ContentVersion<T> {
  const available = languageCodes.filter((code) => hasText(versions?.[code]));
  const wanted = choice === 'original' ? undefined : (choice ?? language);
  const shown = wanted && available.includes(wanted) ? wanted : undefined;
  const version: Partial<T> = (shown && versions?.[shown]) || {};
  const texts = { ...original };
  const lang: Partial<Record<keyof T, Language>> = {};
  for (const key of Object.keys(original) as (keyof T)[]) {
    const text = version[key];
    if (text && shown) {
      texts[key] = text;
      lang[key] = shown;
    }
  }
  return { texts, lang, shown, available };
}

export interface ContentVersionState<T extends Texts> extends ContentVersion<T> {
  choice: VersionChoice;
  choose: (choice: VersionChoice) => void;
}

/**
 * The version of an item the reader sees, in the active language. Their choice of another
 * version lasts while the item is on screen; a language switch goes back to the usual choice.
 */
export function useContentVersion<T extends Texts>(
  original: T,
  versions: Versions<T>,
): ContentVersionState<T> {
  const { language } = useLanguage();
  const [state, setState] = useState<{ language: Language; choice: VersionChoice }>({
    language,
    choice: null,
  });
  const choice = state.language === language ? state.choice : null;
  return {
    ...pickVersion(original, versions, language, choice),
    choice,
    choose: (next) => setState({ language, choice: next }),
  };
}
