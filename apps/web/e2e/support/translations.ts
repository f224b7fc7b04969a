import { contractTexts } from '@portal/contract/i18n/known-texts';
import { declaredMessages, readCatalogue } from '../../../../scripts/i18n/messages.mjs';

/**
 * The translation of an English text in `language`'s catalogue, so a test reads as the English
 * it checks (`hi('Register')`) and follows the translators' wording. Throws when no message has
 * that English, or when messages sharing it were translated differently (the test must say which).
 */
export function translator(language: string): (english: string, id?: string) => string {
  const catalogue = readCatalogue(language);
  const idsByText = new Map<string, string[]>();
  const add = (id: string, text: string) =>
    idsByText.set(text, [...(idsByText.get(text) ?? []), id]);
  for (const [id, { text }] of declaredMessages().messages) add(id, text);
  for (const [id, text] of contractTexts()) add(id, text);
  return (english, id) => {
    // Where messages sharing an English text were translated differently, the test names one.
    const ids = id ? [id] : idsByText.get(english);
    if (!ids) throw new Error(`No message says "${english}"`);
    const translations = [...new Set(ids.map((id) => catalogue[id]).filter(Boolean))];
    if (translations.length !== 1)
      throw new Error(
        `"${english}" (${ids.join(', ')}) has ${translations.length} ${language} translations`,
      );
    return translations[0]!;
  };
}
