import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';
import { formatEventDates } from '../../../lib/format-event-dates';

const upcomingEvent = makeEvent({
  _id: 'e-cup',
  id: 'e-cup',
  imageUrl: '/images/events/cricket-1.svg',
  images: ['/images/events/cricket-2.svg', '/images/events/cricket-3.svg', '/x/fourth.svg'],
  tags: ['cricket', 'family'],
});

const pastEvent = makeEvent({
  _id: 'e-past',
  id: 'e-past',
  title: 'Spring Music Night',
  date: '2026-03-01T13:00:00.000Z',
  endDate: '2026-03-01T17:00:00.000Z',
  latitude: null,
  longitude: null,
  address: '4 Park Lane, Pune',
  location: 'Town Hall',
  tags: [],
  registrationOpen: false,
});

/** GET /api/events answers by query, since stubFetch keys ignore it: upcoming vs past. */
function stubEvents(upcoming: unknown[], past: unknown[]) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/events': (request) =>
      json(new URL(request.url).searchParams.has('to') ? past : upcoming),
  });
}

describe('events listing', () => {
  it('says it is loading', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events': () => new Promise<Response>(() => {}),
    });
    renderRoute('/events');

    expect(await screen.findAllByText('Loading events...')).toHaveLength(2);
  });

  it('shows the upcoming events as cards with their own pictures, dates, venue, tags and map', async () => {
    const { requests } = stubEvents([upcomingEvent], []);
    const { user } = renderRoute('/events');

    const card = await screen.findByRole('article', { name: 'Summer Cricket Cup' });
    expect(document.title).toBe(`Events · ${communitySite.name}`);
    const photos = within(card).getByRole('region', { name: 'Summer Cricket Cup photos' });
    // At most three slides: the cover, then the first two of `images`.
    expect(within(photos).getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(within(photos).getByRole('img')).toHaveAttribute('src', '/images/events/cricket-1.svg');
    expect(within(photos).getByRole('img')).toHaveAccessibleName(
      'Summer Cricket Cup, photo 1 of 4',
    );

    expect(
      within(card).getByText(
        formatEventDates(upcomingEvent.date, upcomingEvent.endDate, upcomingEvent.timeZone),
      ),
    ).toBeVisible();
    expect(within(card).getByText('Riverside College Grounds')).toBeVisible();
    expect(within(card).getByText('12 College Road, Pune')).toBeVisible();
    expect(within(card).getByText('cricket')).toBeVisible();
    expect(within(card).getByText('family')).toBeVisible();
    expect(within(card).getByText('88 of 100 seats left')).toBeVisible();
    expect(within(card).getByRole('link', { name: 'Details' })).toHaveAttribute(
      'href',
      '/event-details/e-cup',
    );
    expect(within(card).getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/registration/e-cup',
    );
    // The map is a press away: no frame, so no third-party request, until the reader asks.
    expect(card.querySelector('iframe')).toBeNull();
    await user.click(within(card).getByRole('button', { name: 'Show map' }));
    const map = within(card).getByTitle('Map of Riverside College Grounds');
    expect(map.getAttribute('src')).toMatch(
      /^https:\/\/www\.openstreetmap\.org\/export\/embed\.html\?bbox=.*&layer=mapnik&marker=18\.5204,73\.8567$/,
    );

    const [upcomingCall, pastCall] = requests.filter((r) => r.url.includes('/api/events'));
    const upcomingQuery = new URL(upcomingCall!.url).searchParams;
    expect(Date.parse(upcomingQuery.get('from')!)).toBeLessThanOrEqual(Date.now());
    const pastQuery = new URL(pastCall!.url).searchParams;
    expect(pastQuery.get('order')).toBe('desc');
    expect(pastQuery.get('limit')).toBe('12');
    expect(pastQuery.get('to')).toBe(upcomingQuery.get('from'));
  });

  it('lists past events, without the ones still running, and with registration closed', async () => {
    const running = makeEvent({
      _id: 'e-running',
      title: 'Still On',
      date: new Date(Date.now() - 3_600_000).toISOString(),
      endDate: new Date(Date.now() + 3_600_000).toISOString(),
    });
    stubEvents([running], [running, pastEvent]);
    renderRoute('/events');

    const past = await screen.findByRole('region', { name: 'Past events' });
    const card = await within(past).findByRole('article', { name: 'Spring Music Night' });
    expect(within(past).queryByRole('article', { name: 'Still On' })).not.toBeInTheDocument();
    expect(within(card).getByText('Registration closed')).toBeVisible();
    expect(within(card).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    expect(within(card).queryByText(/seats left/)).not.toBeInTheDocument();
    // No coordinates: the map site searches for the venue and its address instead.
    expect(
      within(card).getByRole('link', { name: 'Open Town Hall in maps (opens in a new tab)' }),
    ).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=Town%20Hall%2C%204%20Park%20Lane%2C%20Pune',
    );
    expect(card.querySelector('iframe')).toBeNull();
  });

  it('uses the three stock pictures for an event without its own', async () => {
    stubEvents([makeEvent({ imageUrl: null, images: [] })], []);
    renderRoute('/events');

    const card = await screen.findByRole('article', { name: 'Summer Cricket Cup' });
    const photos = within(card).getByRole('region', { name: 'Summer Cricket Cup photos' });
    expect(within(photos).getAllByRole('group', { hidden: true })).toHaveLength(3);
    expect(within(photos).getByRole('img')).toHaveAttribute('src', '/images/stock/stock-1.svg');
    await screen.findByRole('button', { name: 'Next photo' });
  });

  it('marks cancelled and full events', async () => {
    stubEvents(
      [
        makeEvent({ _id: 'a', title: 'Called Off', status: 'cancelled', registrationOpen: false }),
        makeEvent({ _id: 'b', title: 'Packed', capacity: 50, seatsTaken: 50 }),
        // A place is free, but people wait for it: a newcomer would wait too (ADR 8).
        makeEvent({ _id: 'c', title: 'Queued', capacity: 50, seatsTaken: 49, waitlisted: 3 }),
      ],
      [],
    );
    renderRoute('/events');

    const cancelled = await screen.findByRole('article', { name: 'Called Off' });
    expect(within(cancelled).getByText('Cancelled')).toBeVisible();
    const full = screen.getByRole('article', { name: 'Packed' });
    expect(within(full).getByText('Full — waiting list')).toBeVisible();
    // Said on the button, before the form: not "Register", then a surprise after submitting.
    expect(within(full).getByRole('link', { name: 'Join the waiting list' })).toHaveAttribute(
      'href',
      '/registration/b',
    );
    expect(within(full).queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
    const queued = screen.getByRole('article', { name: 'Queued' });
    expect(within(queued).getByText('Full — waiting list')).toBeVisible();
    expect(within(queued).getByRole('link', { name: 'Join the waiting list' })).toBeVisible();
  });

  it('says when there is nothing to show', async () => {
    stubEvents([], []);
    renderRoute('/events');

    expect(await screen.findByText('No upcoming events')).toBeVisible();
    expect(await screen.findByText('No past events yet')).toBeVisible();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows 'Failed to load events.' and recovers on Retry", async () => {
    let up = false;
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events': () =>
        up
          ? json([upcomingEvent])
          : json(
              { error: 'unavailable', message: 'The database is starting up.' },
              { status: 503 },
            ),
    });
    const { user } = renderRoute('/events');

    const upcoming = await screen.findByRole('region', { name: 'Upcoming events' });
    const alert = await within(upcoming).findByRole('alert');
    expect(within(alert).getByText('Failed to load events.')).toBeVisible();
    expect(alert).toHaveTextContent('The database is starting up.');

    up = true;
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(
      await within(upcoming).findByRole('article', { name: 'Summer Cricket Cup' }),
    ).toBeVisible();
  });
});
