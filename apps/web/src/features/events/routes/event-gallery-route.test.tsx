import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';

const musicNight = makeEvent({
  _id: 'e-music',
  title: 'Music Night',
  imageUrl: '/images/events/music-night.svg',
  images: [],
});
const cup = makeEvent({
  _id: 'e-cup',
  title: 'Summer Cricket Cup',
  imageUrl: null,
  images: ['/images/events/cricket-1.svg', '/images/events/cricket-2.svg'],
});
const noPhotos = makeEvent({ _id: 'e-plain', title: 'Committee Meeting' });

describe('event gallery', () => {
  it('groups the photos by event and opens one in the gallery dialog', async () => {
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events': () => json([musicNight, cup, noPhotos]),
    });
    const { user } = renderRoute('/event-gallery');

    const cupPhotos = await screen.findByRole('region', { name: 'Summer Cricket Cup' });
    expect(document.title).toBe(`Event gallery · ${communitySite.name}`);
    expect(new URL(requests.at(-1)!.url).searchParams.get('order')).toBe('desc');
    expect(screen.getByRole('region', { name: 'Music Night' })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Committee Meeting' })).not.toBeInTheDocument();
    const thumbnails = within(cupPhotos).getAllByRole('button');
    expect(thumbnails).toHaveLength(2);

    await user.click(
      within(cupPhotos).getByRole('button', { name: 'Open Summer Cricket Cup, photo 2 of 2' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Summer Cricket Cup gallery' });
    expect(within(dialog).getByRole('group', { name: '2 of 2' })).toBeVisible();
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/images/events/cricket-2.svg');

    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/images/events/cricket-1.svg');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says when no event has photos yet', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events': () => json([noPhotos]),
    });
    renderRoute('/event-gallery');

    expect(await screen.findByText('No photos yet')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Committee Meeting' })).not.toBeInTheDocument();
  });

  it('explains a failed load', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events': () => json({ error: 'down', message: 'Down for now.' }, { status: 503 }),
    });
    renderRoute('/event-gallery');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load events.');
    expect(alert).toHaveTextContent('Down for now.');
  });
});
