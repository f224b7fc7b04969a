import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite, memberUser } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';
import { storeSession } from '../testing/sign-in';
import { json, stubFetch } from '../testing/stub-fetch';

// Issue 36 §6: the server words the default tagline in the language of the request's cookie.
const taglines = { en: 'Connect locally, live globally', gu: 'સ્થાનિક રીતે જોડાઓ, વૈશ્વિક રીતે જીવો' };

describe('an account’s language', () => {
  it('switches the page and fetches again what the server worded, the tagline too', async () => {
    document.cookie = 'lang=en; path=/';
    const gujarati = { ...memberUser, language: 'gu' as const };
    storeSession(gujarati);
    stubFetch({
      'GET /api/site': () =>
        json({
          ...communitySite,
          tagline: document.cookie.includes('lang=gu') ? taglines.gu : taglines.en,
        }),
      'GET /api/auth/user': () => json(gujarati),
      'GET /api/events/upcoming': () => json([]),
      'GET /api/feedposts': () => json([]),
      'GET /api/posts': () => json([]),
    });
    renderRoute('/');

    expect(await screen.findByRole('heading', { level: 1, name: taglines.gu })).toBeVisible();
    expect(screen.queryByText(taglines.en)).not.toBeInTheDocument();
    document.cookie = 'lang=en; path=/';
  });
});
