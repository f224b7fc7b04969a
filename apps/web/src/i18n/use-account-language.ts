import { isLanguage } from '@portal/contract/i18n/languages';
import { useEffect } from 'react';
import { useCurrentUser } from '../lib/current-user';
import { useLanguage } from './i18n-provider';

/**
 * A signed-in member's saved language comes first (DESIGN §7): signing in on another browser
 * switches that browser to it, and its cookie with it.
 */
export function useAccountLanguage(): void {
  const saved = useCurrentUser().data?.language;
  const { language, setLanguage } = useLanguage();
  useEffect(() => {
    if (isLanguage(saved) && saved !== language) void setLanguage(saved);
    // Only a new saved language switches; the reader's own switch updates `saved` itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
}
