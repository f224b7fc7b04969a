import type { PortalEvent } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch } from '../../../testing/stub-fetch';

const eventPath = '/api/events/e-cup';

function stubEvent(event: Partial<PortalEvent> | Response) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    [`GET ${eventPath}`]: () =>
      event instanceof Response ? event : json(makeEvent({ _id: 'e-cup', id: 'e-cup', ...event })),
    // The Teams and Schedule tabs show the event's tournament (none set up here).
    [`GET ${eventPath}/tournament`]: () =>
      json({
        eventId: 'e-cup',
        eventTitle: 'Summer Cricket Cup',
        teams: [],
        matches: [],
        points: { win: 2, tie: 1, noResult: 1, loss: 0 },
        canManage: false,
      }),
    // The gallery's album (issue 34): empty unless a test says otherwise.
    [`GET ${eventPath}/photos`]: () => json({ items: [], nextCursor: null, total: 0 }),
  });
}

function stubNarrowScreen() {
  const original = window.matchMedia;
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    ...original(query),
    matches: query === '(max-width: 767px)',
  }));
}

describe('event details', () => {
  it('shows the event: title, dates, venue, tags, seats, register, calendar and map', async () => {
    stubEvent({ channelName: 'Riverside Cricket Club' });
    renderRoute('/event-details/e-cup');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer Cricket Cup' }),
    ).toBeVisible();
    expect(document.title).toBe(`Summer Cricket Cup · ${communitySite.name}`);
    expect(screen.getByText('Organised by Riverside Cricket Club')).toBeVisible();
    expect(screen.getByText('Three days of matches, music and food stalls.')).toBeVisible();
    expect(screen.getByText('Riverside College Grounds')).toBeVisible();
    expect(screen.getByText('cricket')).toBeVisible();
    expect(screen.getByText('88 of 100 seats left')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
      'href',
      '/registration/e-cup',
    );
    const calendar = screen.getByRole('link', { name: 'Add to calendar' });
    expect(calendar).toHaveAttribute('href', '/api/events/e-cup/ics');
    expect(calendar).toHaveAttribute('download');
    expect(screen.queryByRole('link', { name: 'Edit event' })).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'About this event' })).toHaveTextContent(
      'Three days of matches, music and food stalls.',
    );
  });

  it('draws an uploaded cover from its variants', async () => {
    stubEvent({
      imageUrl: '/media/c0ffee-1280.webp',
      coverPhoto: {
        srcset: '/media/c0ffee-320.webp 320w, /media/c0ffee-1280.webp 1280w',
        placeholder: 'H9oKLZJ2h3dwiHiHeHiIh3aAl/eI',
        width: 1280,
        height: 720,
      },
    });
    const { container } = renderRoute('/event-details/e-cup');
    await screen.findByRole('heading', { level: 1, name: 'Summer Cricket Cup' });
    const cover = container.querySelector('img[src="/media/c0ffee-1280.webp"]')!;
    expect(cover).toHaveAttribute('srcset', expect.stringContaining('320w'));
    expect(cover).toHaveAttribute('sizes', expect.stringContaining('40vw'));
    expect(cover).toHaveAttribute('width', '1280');
    expect(cover).toHaveAttribute('fetchpriority', 'high');
  });

  it('draws the gallery’s uploads from their variants too', async () => {
    stubEvent({
      images: ['/media/9a11e7-640.webp'],
      imagePhotos: {
        '/media/9a11e7-640.webp': {
          srcset: '/media/9a11e7-320.webp 320w, /media/9a11e7-640.webp 640w',
          placeholder: 'H9oKLZJ2h3dwiHiHeHiIh3aAl/eI',
          width: 640,
          height: 480,
        },
      },
    });
    const { container, user } = renderRoute('/event-details/e-cup');
    await user.click(await screen.findByRole('button', { name: 'View Gallery' }));
    await screen.findByRole('dialog');
    await waitFor(() =>
      expect(
        container.ownerDocument.querySelector('img[src="/media/9a11e7-640.webp"]'),
      ).toHaveAttribute('srcset', '/media/9a11e7-320.webp 320w, /media/9a11e7-640.webp 640w'),
    );
  });

  it('links to the venue on the map site, and embeds the map only when asked', async () => {
    stubEvent({});
    const { user } = renderRoute('/event-details/e-cup');

    const open = await screen.findByRole('link', {
      name: 'Open Riverside College Grounds in maps (opens in a new tab)',
    });
    expect(open.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=/);
    expect(open).toHaveAttribute('target', '_blank');
    expect(open).toHaveAttribute('rel', 'noopener noreferrer');
    // No frame on the page until the reader asks: no request to the map site, no broken box.
    expect(document.querySelector('iframe')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show map' }));
    expect(screen.getByTitle('Map of Riverside College Grounds').tagName).toBe('IFRAME');
    await user.click(screen.getByRole('button', { name: 'Hide map' }));
    expect(document.querySelector('iframe')).toBeNull();
  });

  it('says registration is closed instead of offering it', async () => {
    stubEvent({ registrationOpen: false, status: 'cancelled' });
    renderRoute('/event-details/e-cup');

    expect(await screen.findByText('Registration closed')).toBeVisible();
    expect(screen.getByText('Cancelled')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('offers the waiting list, not registration, when the event is full', async () => {
    stubEvent({ capacity: 6, seatsTaken: 6, waitlisted: 1 });
    renderRoute('/event-details/e-cup');

    expect(await screen.findByRole('link', { name: 'Join the waiting list' })).toHaveAttribute(
      'href',
      '/registration/e-cup',
    );
    expect(screen.getByText('Full — waiting list')).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
  });

  it('offers no Teams or Schedule for an event without a tournament (issue 36)', async () => {
    stubEvent({ teams: [], matches: [] });
    renderRoute('/event-details/e-cup');
    expect(await screen.findByRole('button', { name: 'Sponsors' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Teams' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Schedule' })).not.toBeInTheDocument();
  });

  it('gives managers links to edit the event and to its dashboard', async () => {
    stubEvent({ canManage: true });
    renderRoute('/event-details/e-cup');

    expect(await screen.findByRole('link', { name: 'Edit event' })).toHaveAttribute(
      'href',
      '/editEvents',
    );
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/eventdash?event=e-cup',
    );
  });

  it('shows one section at a time and hides it when its button is chosen again', async () => {
    stubEvent({});
    const { user } = renderRoute('/event-details/e-cup');

    const sponsors = await screen.findByRole('button', { name: 'Sponsors' });
    expect(sponsors).toHaveAttribute('aria-pressed', 'false');
    await user.click(sponsors);
    expect(sponsors).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('region', { name: 'Sponsors' })).toHaveTextContent(
      'No sponsors available for this event.',
    );

    const teams = screen.getByRole('button', { name: 'Teams' });
    await user.click(teams);
    expect(teams).toHaveAttribute('aria-pressed', 'true');
    expect(sponsors).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Sponsors' })).not.toBeInTheDocument();
    expect(
      screen.getByText('The teams for this event will appear here once the tournament is set up.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(
      screen.getByText('The match schedule will appear here once the tournament is set up.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(screen.queryByRole('region', { name: 'Schedule' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('rotates through sponsors and organisers', async () => {
    stubEvent({
      sponsors: [
        {
          name: 'Riverside Bank',
          person: 'Meera Shah',
          website: 'https://bank.example.org',
          logoUrl: '/images/sponsors/sponsor-1.svg',
        },
        { name: 'GreenLeaf Foods', person: null, website: null, logoUrl: null },
      ],
      organisers: [{ name: 'Arjun Mehta', batch: '2009', imageUrl: '/images/people/person-1.svg' }],
    });
    const { user } = renderRoute('/event-details/e-cup');

    await user.click(await screen.findByRole('button', { name: 'Sponsors' }));
    const carousel = screen.getByRole('region', { name: 'Event sponsors' });
    const slide = within(carousel).getByRole('group', { name: '1 of 2' });
    expect(within(slide).getByRole('img', { name: 'Riverside Bank logo' })).toBeVisible();
    expect(within(slide).getByText('Meera Shah')).toBeVisible();
    const website = within(slide).getByRole('link', { name: /bank\.example\.org/ });
    expect(website).toHaveAttribute('href', 'https://bank.example.org');
    expect(website).toHaveAttribute('target', '_blank');
    expect(website).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('button', { name: 'Next sponsor' }));
    expect(screen.getByRole('group', { name: '2 of 2' })).toHaveTextContent('GreenLeaf Foods');

    await user.click(screen.getByRole('button', { name: 'Organisers' }));
    const organiser = screen.getByRole('group', { name: '1 of 1' });
    expect(within(organiser).getByText('Arjun Mehta')).toBeVisible();
    expect(within(organiser).getByText('Batch 2009')).toBeVisible();
  });

  it('opens the gallery in a dialog with the stock photos, and closes it', async () => {
    stubEvent({ imageUrl: null, images: [] });
    const { user } = renderRoute('/event-details/e-cup');

    const gallery = await screen.findByRole('button', { name: 'View Gallery' });
    await user.click(gallery);
    const dialog = await screen.findByRole('dialog', { name: 'Summer Cricket Cup gallery' });
    // Stock photos once the album, too, turns out empty.
    expect(await within(dialog).findByRole('img')).toHaveAttribute(
      'src',
      '/images/stock/stock-1.svg',
    );
    expect(within(dialog).getByText('No photos in the album yet.')).toBeVisible();
    expect(within(dialog).getAllByRole('group', { hidden: true })).toHaveLength(3);
    await user.click(within(dialog).getByRole('button', { name: 'Next photo' }));
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/images/stock/stock-2.svg');

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(gallery).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows the section buttons on a narrow screen too, with no menu to open first', async () => {
    // The layout is CSS now; a phone once got a "Sections" hamburger hiding the buttons.
    stubNarrowScreen();
    stubEvent({});
    const { user } = renderRoute('/event-details/e-cup');

    const group = await screen.findByRole('group', { name: 'Event sections' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Teams', 'Schedule', 'Sponsors', 'Organisers', 'View Gallery']);
    expect(screen.queryByRole('button', { name: 'Sections' })).not.toBeInTheDocument();
    await user.click(within(group).getByRole('button', { name: 'Sponsors' }));
    expect(screen.getByText('No sponsors available for this event.')).toBeVisible();
  });

  it('works from the keyboard: Enter opens a section, Space on it again closes it', async () => {
    stubEvent({});
    const { user } = renderRoute('/event-details/e-cup');

    const organisers = await screen.findByRole('button', { name: 'Organisers' });
    organisers.focus();
    await user.keyboard('{Enter}');
    expect(organisers).toHaveAttribute('aria-pressed', 'true');
    const panel = screen.getByRole('region', { name: 'Organisers' });
    expect(organisers).toHaveAttribute('aria-controls', panel.id);
    await user.tab();
    expect(screen.getByRole('button', { name: 'View Gallery' })).toHaveFocus();
    await user.tab({ shift: true });
    await user.keyboard(' ');
    expect(organisers).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('region', { name: 'Organisers' })).not.toBeInTheDocument();
  });

  it('says when the event does not exist, with a way back to the events', async () => {
    stubEvent(json({ error: 'not_found', message: 'Event not found.' }, { status: 404 }));
    renderRoute('/event-details/e-cup');

    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
    expect(document.title).toBe(`Event not found · ${communitySite.name}`);
    expect(screen.getByRole('link', { name: 'Back to events' })).toHaveAttribute('href', '/events');
  });

  it('explains any other failure and retries', async () => {
    stubEvent(json({ error: 'unavailable', message: 'Try again shortly.' }, { status: 503 }));
    renderRoute('/event-details/e-cup');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to fetch event data');
    expect(alert).toHaveTextContent('Try again shortly.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
