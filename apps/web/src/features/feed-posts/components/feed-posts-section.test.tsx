import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import { makeFeedPost } from '../testing/feed-post-fixtures';

function stubHome(routes: FetchRoutes) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/events/upcoming': () => json([]),
    'GET /api/posts': () => json([]),
    ...routes,
  });
}

describe('community news on the home page', () => {
  it('shows the newest active posts with a safe Read more link', async () => {
    const { requests } = stubHome({
      'GET /api/feedposts': () =>
        json([
          makeFeedPost(),
          makeFeedPost({ _id: 'p-2', title: 'Library hours', link: null, imageUrl: null }),
        ]),
    });
    renderRoute('/');

    const section = await screen.findByRole('region', { name: 'Community news' });
    const post = await within(section).findByRole('article', { name: 'Clean-up day on Saturday' });
    expect(post).toHaveTextContent('Meet at the river gate at 9.');
    const more = within(post).getByRole('link', { name: /^Read more/ });
    expect(more).toHaveAttribute('href', 'https://example.org/cleanup');
    expect(more).toHaveAttribute('target', '_blank');
    expect(more).toHaveAttribute('rel', 'noopener noreferrer');
    const other = within(section).getByRole('article', { name: 'Library hours' });
    expect(within(other).queryByRole('link')).not.toBeInTheDocument();

    const call = requests.find((request) => request.url.includes('/api/feedposts'));
    const query = new URL(call!.url).searchParams;
    expect(query.get('status')).toBe('active');
    expect(query.get('limit')).toBe('6');
  });

  it('draws an uploaded image from its variants, and an outside one as it is', async () => {
    stubHome({
      'GET /api/feedposts': () =>
        json([
          makeFeedPost({
            imageUrl: '/media/a1.webp',
            imagePhoto: {
              srcset: '/media/a0.webp 320w, /media/a1.webp 640w',
              placeholder: 'AAAA',
              width: 640,
              height: 427,
            },
          }),
          makeFeedPost({
            _id: 'p-2',
            title: 'Library hours',
            imageUrl: 'https://example.org/l.jpg',
          }),
        ]),
    });
    const view = renderRoute('/');
    const section = await screen.findByRole('region', { name: 'Community news' });
    await within(section).findByRole('article', { name: 'Library hours' });
    const [uploaded, outside] = [...view.container.querySelectorAll('article img')];
    expect(uploaded).toHaveAttribute('srcset', '/media/a0.webp 320w, /media/a1.webp 640w');
    expect(uploaded).toHaveAttribute('sizes', '(max-width: 48em) 100vw, 33vw');
    expect(outside).toHaveAttribute('src', 'https://example.org/l.jpg');
    expect(outside).not.toHaveAttribute('srcset');
  });

  it('leaves the section out when there is no news', async () => {
    stubHome({ 'GET /api/feedposts': () => json([]) });
    renderRoute('/');

    expect(
      await screen.findByRole('heading', { level: 1, name: communitySite.tagline }),
    ).toBeVisible();
    await screen.findByText('No upcoming events');
    expect(screen.queryByRole('region', { name: 'Community news' })).not.toBeInTheDocument();
  });

  it('says when the news cannot be loaded', async () => {
    stubHome({
      'GET /api/feedposts': () => json({ error: 'down', message: 'Down' }, { status: 503 }),
    });
    renderRoute('/');

    const section = await screen.findByRole('region', { name: 'Community news' });
    expect(await within(section).findByRole('alert')).toHaveTextContent('Failed to fetch posts');
  });
});
