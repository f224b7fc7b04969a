import type { MessageDescriptor } from '@portal/contract/i18n/define-messages';
import { LANGUAGE_COOKIE, type Language } from '@portal/contract/i18n/languages';
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import {
  activePack,
  formatMessage,
  setActivePack,
  translateText,
  type LanguagePack,
  type MessageValues,
} from './active-language';
import { loadLanguage } from './load-language';

interface I18nContextValue {
  language: Language;
  /** Loads the language if needed, then shows every screen in it at once, keeping their state. */
  setLanguage: (language: Language) => Promise<void>;
}

const I18nContext = createContext<I18nContextValue | null>(null);

/** Remembers the reader's choice for the server: it renders and answers in this language. */
function rememberLanguage(language: Language) {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=31536000; samesite=lax`;
  document.documentElement.lang = language;
}

/**
 * Holds the language on screen. `initial` must already be loaded (main.tsx waits for it, the
 * server render loads it first), so the first render is in the reader's language.
 */
export function I18nProvider({ children }: { children: ReactNode }) {
  const [pack, setPack] = useState<LanguagePack>(activePack);
  const setLanguage = useCallback(async (language: Language) => {
    const next = await loadLanguage(language);
    setActivePack(next);
    if (typeof document !== 'undefined') rememberLanguage(language);
    setPack(next);
  }, []);
  const value = useMemo(() => ({ language: pack.language, setLanguage }), [pack, setLanguage]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

export function useLanguage(): I18nContextValue {
  const value = use(I18nContext);
  if (!value) throw new Error('useLanguage must be used inside I18nProvider.');
  return value;
}

export interface Translate {
  (message: MessageDescriptor, values?: MessageValues): string;
  /** A contract or server text received in English, in the reader's language. */
  text: (english: string) => string;
}

/**
 * The function every component reads its texts with: `const t = useT(); t(messages.title)`.
 * It changes identity with the language, so memoised texts recompute on a switch.
 */
export function useT(): Translate {
  const { language } = useLanguage();
  return useMemo(() => makeTranslate(language), [language]);
}

/** One function per language: it reads the active pack, which `language` names. */
function makeTranslate(_language: Language): Translate {
  return Object.assign(
    (message: MessageDescriptor, values?: MessageValues) => formatMessage(message, values),
    { text: translateText },
  );
}
