import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../testing/event-fixtures';
import { communitySite } from '../../testing/fixtures';
import { renderRoute } from '../../testing/render-route';
import { json, stubFetch } from '../../testing/stub-fetch';

describe('home page events', () => {
  it('lists the next three events under the site identity, with a link to all events', async () => {
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events/upcoming': () => json([makeEvent()]),
      // The home page also shows the news and the community wall.
      'GET /api/feedposts': () => json([]),
      'GET /api/posts': () => json([]),
    });
    renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: communitySite.tagline }),
    ).toBeVisible();
    const section = screen.getByRole('region', { name: 'Upcoming events' });
    expect(
      await within(section).findByRole('article', { name: 'Summer Cricket Cup' }),
    ).toBeVisible();
    expect(within(section).getByRole('link', { name: 'See all events' })).toHaveAttribute(
      'href',
      '/events',
    );
    const call = requests.find((request) => request.url.includes('/api/events/upcoming'));
    expect(new URL(call!.url).searchParams.get('limit')).toBe('3');
    expect(document.title).toBe(communitySite.name);
  });

  it('keeps the identity when the events cannot be loaded', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events/upcoming': () => json({ error: 'down', message: 'Down' }, { status: 503 }),
      // The home page also shows the news and the community wall.
      'GET /api/feedposts': () => json([]),
      'GET /api/posts': () => json([]),
    });
    renderRoute('/');

    expect(await screen.findByText('Failed to load events.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: communitySite.tagline })).toBeVisible();
  });
});
