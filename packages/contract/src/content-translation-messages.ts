// No zod here, as the other *-messages files: the schemas are in content-translations.ts.

/** Texts about the versions of an event or post that organisers write in other languages. */
export const contentTranslationMessages = {
  unknownLanguage: 'Translations can only be in one of the portal’s languages',
} as const;
