// Loads a language's catalogue (and its script's font) when it is first used: an English visitor
// downloads none of them. Catalogues are found by file name, so a new language needs no code here.
import type { Language } from '@portal/contract/i18n/languages';
import { englishPack, type LanguagePack } from './active-language';

const catalogues = import.meta.glob<Record<string, unknown>>(
  '../../../../packages/contract/src/i18n/catalogues/*.json',
  { import: 'default' },
);
const fonts = import.meta.glob('./fonts/*.ts');

const loaded = new Map<Language, Promise<LanguagePack>>();

export function loadLanguage(language: Language): Promise<LanguagePack> {
  if (language === 'en') return Promise.resolve(englishPack);
  let pack = loaded.get(language);
  if (!pack) {
    const catalogue =
      catalogues[`../../../../packages/contract/src/i18n/catalogues/${language}.json`];
    if (!catalogue) return Promise.resolve(englishPack);
    pack = Promise.all([
      catalogue(),
      import('@portal/contract/i18n/known-texts'),
      fonts[`./fonts/${language}.ts`]?.(),
    ]).then(([messages, { translatedTexts }]) => ({
      language,
      catalogue: messages,
      texts: translatedTexts(messages),
    }));
    // A failed download (offline) may be retried by the next switch.
    pack.catch(() => loaded.delete(language));
    loaded.set(language, pack);
  }
  return pack;
}
