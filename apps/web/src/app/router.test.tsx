import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite } from '../testing/fixtures';
import { renderRoute } from '../testing/render-route';
import { json, stubFetch } from '../testing/stub-fetch';

describe('routes', () => {
  it('serves /dashboard as the home page (DESIGN §5.11)', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events/upcoming': () => json([]),
      // The home page also shows the news and the community wall.
      'GET /api/feedposts': () => json([]),
      'GET /api/posts': () => json([]),
    });
    const { router } = renderRoute('/dashboard');

    expect(
      await screen.findByRole('heading', { level: 1, name: communitySite.tagline }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/');
  });

  it('sends /registation/:eventId to /registration/:eventId, keeping the id', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events/abc': () =>
        json({ error: 'not_found', message: 'Event not found.' }, { status: 404 }),
    });
    const { router } = renderRoute('/registation/abc');

    await screen.findByRole('heading', { name: 'Event not found' });
    expect(router.state.location.pathname).toBe('/registration/abc');
  });

  it.each([
    ['/auth/login', '/login', 'Sign in'],
    ['/auth/signup', '/signup', 'Sign up'],
    ['/auth/reset-password', '/reset-password', 'Reset password'],
  ])('redirects %s to %s and keeps the query string', async (from, to, heading) => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { router } = renderRoute(`${from}?next=%2Fabout`);

    await screen.findByRole('heading', { level: 1, name: heading });
    expect(router.state.location.pathname).toBe(to);
    expect(router.state.location.search).toBe('?next=%2Fabout');
  });

  it('redirects /auth/change-password to /change-password (then a visitor to /login)', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { router } = renderRoute('/auth/change-password?x=1');

    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    expect(router.state.location.pathname).toBe('/login');
    expect(new URLSearchParams(router.state.location.search).get('next')).toBe(
      '/change-password?x=1',
    );
  });

  it('shows a 404 page with a way home for unknown paths', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events/upcoming': () => json([]),
      // The home page also shows the news and the community wall.
      'GET /api/feedposts': () => json([]),
      'GET /api/posts': () => json([]),
    });
    const { user, router } = renderRoute('/no/such/page');

    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    expect(screen.getByText(/There is no page at \/no\/such\/page/)).toBeVisible();
    expect(document.title).toBe(`Page not found · ${communitySite.name}`);

    await user.click(screen.getByRole('link', { name: 'Go to the home page' }));
    await screen.findByRole('heading', { level: 1, name: communitySite.tagline });
    expect(router.state.location.pathname).toBe('/');
  });
});
