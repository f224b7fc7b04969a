// The languages the portal speaks (DESIGN §7). Adding one is one line here and one catalogue file
// in ./catalogues named by its code; English needs none, its texts are the defaults in the code.

export const languages = {
  en: { name: 'English', locale: 'en-IN' },
  hi: { name: 'हिन्दी', locale: 'hi-IN' },
  gu: { name: 'ગુજરાતી', locale: 'gu-IN' },
} as const;

export type Language = keyof typeof languages;
export const languageCodes = Object.keys(languages) as Language[];
export const DEFAULT_LANGUAGE: Language = 'en';
/** The cookie the switcher sets; the server reads it to render and answer in that language. */
export const LANGUAGE_COOKIE = 'lang';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && Object.hasOwn(languages, value);
}

/** The `Intl` locale a language formats dates, numbers and money in. */
export function localeOf(language: Language): string {
  return languages[language].locale;
}

/**
 * The best of our languages for an `Accept-Language` header, or undefined when it names none of
 * them. Weights are honoured; `hi-IN` matches `hi`, and `*` does not choose for the reader.
 */
export function negotiateLanguage(header: string | undefined): Language | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { base: tag.trim().toLowerCase().split('-')[0], weight, index };
    })
    .filter(({ weight }) => Number.isFinite(weight) && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked.map(({ base }) => base).find(isLanguage);
}

/**
 * The language a request is answered in (DESIGN §7): the account's saved language, then the
 * switcher's cookie, then the browser's Accept-Language, then the site's default.
 */
export function chooseLanguage(sources: {
  account?: string | null;
  cookie?: string;
  acceptLanguage?: string;
  siteDefault?: string;
}): Language {
  if (isLanguage(sources.account)) return sources.account;
  if (isLanguage(sources.cookie)) return sources.cookie;
  return (
    negotiateLanguage(sources.acceptLanguage) ??
    (isLanguage(sources.siteDefault) ? sources.siteDefault : DEFAULT_LANGUAGE)
  );
}
