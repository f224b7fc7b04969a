import { z } from 'zod';
import { contentTranslationMessages } from './content-translation-messages';
import { isLanguage, languageCodes, type Language } from './i18n/languages';

// What organisers write (an event's title and description, a feed post's title and content) may
// come in other languages beside the original (issue #17 item 7, ADR 25). A version is keyed by
// one of the portal's languages and may give any of the fields; readers fall back to the
// original field by field.

/** The versions of a piece of content by language; a language with no field is left out. */
export type ContentTranslations<V extends object> = Partial<Record<Language, V>>;

const versionText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `At most ${max} characters`)
    .optional()
    // An empty box means "no version of this field", not an empty title.
    .transform((value) => (value ? value : undefined));

/** Only the portal's languages, and in each only the fields that have text. */
function keepFilled<V extends object>(value: Readonly<Record<string, V>>): ContentTranslations<V> {
  const out: ContentTranslations<V> = {};
  for (const [language, version] of Object.entries(value)) {
    if (!isLanguage(language)) continue;
    const filled = Object.entries(version).filter(([, text]) => Boolean(text));
    // The same object less its blank fields, so still a V.
    if (filled.length > 0) out[language] = Object.fromEntries(filled) as V;
  }
  return out;
}

/**
 * A body's `translations`: only the portal's languages (anything else is a 400), each field as
 * long as its original may be; blanks and languages left blank are dropped, so
 * `{ hi: { title: '' } }` stores nothing.
 */
function translationsInput<S extends z.ZodObject>(version: S) {
  return z
    .record(z.string(), version)
    .superRefine((value, ctx) => {
      for (const key of Object.keys(value))
        if (!isLanguage(key))
          ctx.addIssue({
            code: 'custom',
            path: [key],
            message: contentTranslationMessages.unknownLanguage,
          });
    })
    .transform((value) => keepFilled(value))
    .optional();
}

/** As every read returns them: only languages with at least one field. */
function translationsOutput<S extends z.ZodObject>(version: S) {
  // languages.ts lists at least English, so the tuple z.enum wants is never empty.
  const codes = languageCodes as [Language, ...Language[]];
  return z.partialRecord(z.enum(codes), version).optional();
}

/** The longest a version may be: as long as the original (events.ts, feed-posts.ts). */
export const translatedTextMax = { title: 150, description: 5000, content: 5000 } as const;

export const eventTranslationInputSchema = z.object({
  title: versionText(translatedTextMax.title),
  description: versionText(translatedTextMax.description),
});
export const eventTranslationsInputSchema = translationsInput(eventTranslationInputSchema);
export const eventTranslationSchema = z.object({
  title: z.string().optional(),
  description: z.string().optional(),
});
export const eventTranslationsSchema = translationsOutput(eventTranslationSchema);
export type EventTranslation = z.infer<typeof eventTranslationSchema>;
export type EventTranslations = ContentTranslations<EventTranslation>;

export const feedPostTranslationInputSchema = z.object({
  title: versionText(translatedTextMax.title),
  content: versionText(translatedTextMax.content),
});
export const feedPostTranslationsInputSchema = translationsInput(feedPostTranslationInputSchema);
export const feedPostTranslationSchema = z.object({
  title: z.string().optional(),
  content: z.string().optional(),
});
export const feedPostTranslationsSchema = translationsOutput(feedPostTranslationSchema);
export type FeedPostTranslation = z.infer<typeof feedPostTranslationSchema>;
export type FeedPostTranslations = ContentTranslations<FeedPostTranslation>;

/** The longest search text GET /api/events and GET /api/feedposts take in `q`. */
export const CONTENT_SEARCH_MAX = 100;

/** `q`: words found in the original or in any language's version; blank means everything. */
export const contentSearchSchema = z
  .string()
  .trim()
  .max(CONTENT_SEARCH_MAX)
  .optional()
  .transform((value) => (value ? value : undefined));
