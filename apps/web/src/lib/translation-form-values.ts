// The boxes of the side-by-side translation fields (components/content-translation-fields.tsx):
// every language but the originals' English, every field, '' when not written. The contract
// drops the blanks when the form is sent (ADR 25).
import { DEFAULT_LANGUAGE, languageCodes, type Language } from '@portal/contract/i18n/languages';

/** The languages a form offers versions in: all the portal's, less the originals' English. */
export const translationLanguages: readonly Language[] = languageCodes.filter(
  (code) => code !== DEFAULT_LANGUAGE,
);

export type TranslationFormValues<F extends string> = Record<string, Record<F, string>>;

/** Each offered language with each field, from what is saved (blank when nothing is). */
export function translationFormValues<F extends string>(
  fields: readonly F[],
  saved?: Partial<Record<Language, Partial<Record<F, string>>>>,
): TranslationFormValues<F> {
  return Object.fromEntries(
    translationLanguages.map((language) => [
      language,
      Object.fromEntries(
        fields.map((field) => [field, saved?.[language]?.[field] ?? '']),
      ) as Record<F, string>,
    ]),
  );
}
