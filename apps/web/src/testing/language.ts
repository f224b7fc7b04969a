import type { Language } from '@portal/contract/i18n/languages';
import { onTestFinished } from 'vitest';
import { englishPack, setActivePack } from '../i18n/active-language';
import { loadLanguage } from '../i18n/load-language';

/**
 * Renders what follows in `language` (call before rendering): loads its catalogue as the app's
 * start does. English comes back after each test.
 */
export async function useLanguageInTest(language: Language): Promise<void> {
  setActivePack(await loadLanguage(language));
  onTestFinished(() => setActivePack(englishPack));
}
