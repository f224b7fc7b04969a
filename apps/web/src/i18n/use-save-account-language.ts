import type { Language } from '@portal/contract/i18n/languages';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { apiRequest } from '../lib/api-client';
import { getCurrentUserQueryOptions, useCurrentUser } from '../lib/current-user';
import { apiPaths } from '../lib/paths';

/**
 * After a switch: refetches what is on screen, and saves a signed-in member's language on their account (PUT /api/profile/language), so it follows
 * them to another browser. Visitors have only the cookie; a failed save keeps the cookie's choice.
 */
export function useSaveAccountLanguage(): (language: Language) => Promise<void> {
  const signedIn = Boolean(useCurrentUser().data);
  const queryClient = useQueryClient();
  return useCallback(
    async (language: Language) => {
      // Answers with words in them (the default tagline, "Former member") come in the
      // request's language: fetch what is on screen again, now in the new one.
      void queryClient.invalidateQueries();
      if (!signedIn) return;
      try {
        await apiRequest(apiPaths.profileLanguage, undefined, {
          method: 'PUT',
          body: { language },
        });
        await queryClient.invalidateQueries({ queryKey: getCurrentUserQueryOptions().queryKey });
      } catch {
        // The cookie already holds the choice on this browser; nothing to show the reader.
      }
    },
    [signedIn, queryClient],
  );
}
