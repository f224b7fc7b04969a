import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { heldRequest, json, stubFetch } from '../../../testing/stub-fetch';

describe('upcoming events', () => {
  it('lists only events that have not ended, from now on', async () => {
    const { requests } = stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events': () => json([makeEvent()]),
    });
    renderRoute('/upcoming-events');

    expect(await screen.findByRole('heading', { level: 1, name: 'Upcoming events' })).toBeVisible();
    expect(document.title).toBe(`Upcoming events · ${communitySite.name}`);
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Summer Cricket Cup' }),
    ).toBeVisible();
    const calls = requests.filter((request) => request.url.includes('/api/events'));
    expect(calls).toHaveLength(1);
    const query = new URL(calls[0]!.url).searchParams;
    expect([...query.keys()]).toEqual(['from']);
    expect(Date.parse(query.get('from')!)).toBeLessThanOrEqual(Date.now());
  });

  it('shows loading, then a friendly empty state', async () => {
    const list = heldRequest();
    stubFetch({ 'GET /api/site': () => json(communitySite), 'GET /api/events': list.route });
    renderRoute('/upcoming-events');

    expect(await screen.findByText('Loading events...')).toBeVisible();
    await list.answer(json([]));
    expect(await screen.findByText('No upcoming events')).toBeVisible();
    expect(screen.queryByText('Loading events...')).not.toBeInTheDocument();
  });
});
