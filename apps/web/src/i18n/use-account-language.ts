import { isLanguage } from '@portal/contract/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getCurrentUserQueryOptions, useCurrentUser } from '../lib/current-user';
import { useLanguage } from './i18n-provider';

/**
 * A signed-in member's saved language comes first (DESIGN §7): signing in on another browser
 * switches that browser to it, and its cookie with it.
 */
export function useAccountLanguage(): void {
  const saved = useCurrentUser().data?.language;
  const { language, setLanguage } = useLanguage();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!isLanguage(saved) || saved === language) return;
    // Answers with words in them (the default tagline, issue 36 §6) came in the browser's
    // language: fetch what is on screen again once the page speaks the account's (all but the
    // account itself, which said so).
    const account = getCurrentUserQueryOptions().queryKey;
    void setLanguage(saved).then(() =>
      queryClient.invalidateQueries({
        predicate: (query) =>
          query.queryKey.length !== account.length ||
          query.queryKey.some((part, index) => part !== account[index]),
      }),
    );
    // Only a new saved language switches; the reader's own switch updates `saved` itself.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [saved]);
}
