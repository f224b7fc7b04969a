import type { MyTicket } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite, memberUser, ticketQr } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { heldRequest, json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

const day = 24 * 3600_000;
const inDays = (days: number) => new Date(Date.now() + days * day).toISOString();

function myTicket(overrides: Partial<MyTicket>): MyTicket {
  return {
    registrationId: 'r-1',
    eventId: 'e-1',
    eventTitle: 'नवरात्रि गरबा',
    eventDate: inDays(10),
    eventEndDate: inDays(10.2),
    eventTimeZone: 'Asia/Kolkata',
    eventLocation: 'Riverside Community Hall',
    name: 'Ms. Asha Rao',
    guestName: null,
    seats: 1,
    status: 'confirmed',
    waitlistPosition: null,
    ticket: 'tkt_upcoming_0123456789abcdef',
    qr: ticketQr,
    ...overrides,
  };
}

const upcoming = myTicket({ guestName: 'Mr. Ravi Rao', seats: 2 });
const waiting = myTicket({
  registrationId: 'r-2',
  eventId: 'e-2',
  eventTitle: 'Jazz & Folk Music Night',
  eventDate: inDays(20),
  eventEndDate: inDays(20.1),
  status: 'waitlisted',
  waitlistPosition: 3,
  ticket: 'tkt_waiting_0123456789abcdef',
  qr: null,
});
const past = myTicket({
  registrationId: 'r-3',
  eventId: 'e-3',
  eventTitle: 'Charity 5K Run',
  eventDate: inDays(-30),
  eventEndDate: inDays(-29.9),
  status: 'checked_in',
  ticket: 'tkt_past_0123456789abcdef',
  qr: null,
});

function stub(routes: FetchRoutes) {
  return stubSignedIn(memberUser, routes);
}

describe('My tickets', () => {
  it('lists upcoming then past registrations with status, ticket link and QR code', async () => {
    const held = heldRequest();
    stub({ 'GET /api/my-tickets': held.route });
    renderRoute('/my-tickets');
    expect(await screen.findByText('Loading your tickets')).toBeInTheDocument();
    await held.answer(json({ tickets: [upcoming, waiting, past] }));

    const comingUp = within(await screen.findByRole('region', { name: 'Upcoming' }));
    const [first, second] = comingUp.getAllByRole('article');
    expect(within(first!).getByRole('link', { name: 'नवरात्रि गरबा' })).toHaveAttribute(
      'href',
      '/event-details/e-1',
    );
    expect(first).toHaveTextContent('Confirmed');
    expect(first).toHaveTextContent('For Ms. Asha Rao, with Mr. Ravi Rao');
    expect(within(first!).getByRole('img', { name: 'QR code of this ticket' })).toBeVisible();
    expect(
      within(first!).getByRole('link', { name: 'Your ticket for नवरात्रि गरबा' }),
    ).toHaveAttribute('href', `/ticket?t=${upcoming.ticket}`);
    expect(second).toHaveTextContent('Waitlisted (position 3)');
    expect(within(second!).queryByRole('img')).not.toBeInTheDocument();

    const over = within(screen.getByRole('region', { name: 'Past' }));
    expect(over.getByRole('article')).toHaveTextContent('Charity 5K Run');
    expect(over.getByRole('article')).toHaveTextContent('Checked in');
    expect(document.title).toBe(`My tickets · ${communitySite.name}`);
  });

  it('says when there are none, and where to find events', async () => {
    stub({ 'GET /api/my-tickets': () => json({ tickets: [] }) });
    renderRoute('/my-tickets');
    expect(await screen.findByRole('heading', { name: 'No tickets yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
  });

  it('offers a retry when the list cannot be loaded', async () => {
    let calls = 0;
    stub({
      'GET /api/my-tickets': () =>
        ++calls === 1
          ? json({ error: 'unavailable', message: 'Try again soon.' }, { status: 503 })
          : json({ tickets: [past] }),
    });
    const { user } = renderRoute('/my-tickets');
    expect(await screen.findByText('Failed to load your tickets')).toBeVisible();
    await user.click(screen.getByRole('button', { name: /retry|try again/i }));
    expect(await screen.findByRole('region', { name: 'Past' })).toBeVisible();
    expect(screen.getByText('Nothing coming up. Your past events are below.')).toBeVisible();
  });

  it('sends a visitor to sign in', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    renderRoute('/my-tickets');
    expect(await screen.findByRole('heading', { level: 1, name: /Login|Sign in/ })).toBeVisible();
  });
});
