import type { Language } from '@portal/contract';
import { textIn, withValues } from '../../i18n/server-text';
import { securityMessages as m } from './messages';
import { readUserAgent } from './user-agent';

/** "Chrome on Android" in the reader's language; browser and system names stay as they are. */
export function deviceName(language: Language, userAgent: string | null | undefined): string {
  const { browser, system } = readUserAgent(userAgent);
  return textIn(
    language,
    withValues(m.deviceName, {
      browser: browser ?? textIn(language, m.unknownBrowser),
      system: system ?? textIn(language, m.unknownSystem),
    }),
  );
}
