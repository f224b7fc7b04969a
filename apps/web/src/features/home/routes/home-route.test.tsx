import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { alumniSite, communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';

// The home page also lists upcoming events (app/routes/home-page.test.tsx covers them).
// The home page's other sections, empty: events, news and the community wall.
const noEvents = {
  'GET /api/events/upcoming': () => json([]),
  'GET /api/feedposts': () => json([]),
  'GET /api/posts': () => json([]),
};

describe('home page', () => {
  it('shows the community identity: tagline hero and intro', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite), ...noEvents });
    renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect locally, live globally' }),
    ).toBeVisible();
    expect(screen.getByText(/Find what is happening near you/)).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Our Purpose' })).not.toBeInTheDocument();
    expect(document.title).toBe(communitySite.name);
  });

  it('uses the spec tagline when the setting is blank', async () => {
    stubFetch({ 'GET /api/site': () => json({ ...communitySite, tagline: '  ' }), ...noEvents });
    renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Connect locally, live globally' }),
    ).toBeVisible();
  });

  it('shows the alumni identity: welcome card and the Our Purpose list', async () => {
    stubFetch({ 'GET /api/site': () => json(alumniSite), ...noEvents });
    renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: `Welcome to ${alumniSite.name}` }),
    ).toBeVisible();
    const purpose = screen.getByRole('region', { name: 'Our Purpose' });
    const items = within(purpose)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(items).toEqual([
      'Preserving memories',
      'Sharing alumni news',
      'Networking',
      'Mentorship and career guidance',
      'Donations and student support',
    ]);
    expect(screen.queryByText('Connect locally, live globally')).not.toBeInTheDocument();
  });

  it('explains a failed load and recovers on retry', async () => {
    let serverUp = false;
    stubFetch({
      ...noEvents,
      'GET /api/site': () =>
        serverUp
          ? json(communitySite)
          : json(
              { error: 'unavailable', message: 'The database is starting up.' },
              { status: 503 },
            ),
    });
    const { user } = renderRoute('/');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("We couldn't load this page");
    expect(alert).toHaveTextContent('The database is starting up.');

    serverUp = true;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: communitySite.tagline }),
    ).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
