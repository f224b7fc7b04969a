import type { Ticket } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, communitySite, ticketQr } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

const secret = 'tkt_0123456789abcdefghijklmnop';

const confirmed: Ticket = {
  registrationId: 'r-1',
  eventId: 'e-cup',
  eventTitle: 'Summer Cricket Cup',
  eventDate: '2026-12-05T10:30:00.000Z',
  eventTimeZone: 'Asia/Kolkata',
  eventLocation: 'Riverside College Grounds',
  name: 'Ms. Asha Rao',
  guestName: 'Mr. Ravi Rao',
  seats: 2,
  status: 'confirmed',
  waitlistPosition: null,
  canCheckIn: false,
  qr: ticketQr,
};

function stub(ticket: Ticket, routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'POST /api/tickets/lookup': () => json(ticket),
    ...routes,
  });
}

async function bodies(requests: Request[], path: string) {
  const matching = requests.filter((request) => new URL(request.url).pathname === path);
  return Promise.all(matching.map((request) => request.clone().json()));
}

// The route's code loads lazily; compile it once up front so the first test's waits (1 s by
// default) measure the screen, not the first transform of its modules.
beforeAll(async () => {
  await import('./ticket-route');
});

describe('ticket page', () => {
  it('looks the ticket up from the link and shows it', async () => {
    const { requests } = stub(confirmed);
    renderRoute(`/ticket?t=${secret}`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Summer Cricket Cup' }),
    ).toBeVisible();
    expect(screen.getByText('Confirmed')).toBeVisible();
    expect(screen.getByText('Ms. Asha Rao')).toBeVisible();
    expect(screen.getByText('Mr. Ravi Rao')).toBeVisible();
    expect(screen.getByText('Riverside College Grounds')).toBeVisible();
    expect(screen.getByText('2')).toBeVisible();
    // The code the email attaches, large, to show at the door.
    const qr = screen.getByRole('img', { name: 'QR code of this ticket' });
    expect(qr.querySelector('path')).toHaveAttribute('d', ticketQr.path);
    expect(screen.getByText('Show this code at the entrance to be checked in.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'View the event' })).toHaveAttribute(
      'href',
      '/event-details/e-cup',
    );
    expect(document.title).toBe(`Your ticket · ${communitySite.name}`);
    expect(await bodies(requests, '/api/tickets/lookup')).toEqual([{ ticket: secret }]);
    // A visitor cannot check in; an organiser is invited to sign in.
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(`/ticket?t=${secret}`)}`,
    );
  });

  it('shows a waiting-list place', async () => {
    stub({ ...confirmed, status: 'waitlisted', waitlistPosition: 4 });
    renderRoute(`/ticket?t=${secret}`);
    expect(await screen.findByText('Waitlisted (position 4)')).toBeVisible();
    // No code to scan for a place not yet held.
    expect(screen.queryByRole('img', { name: 'QR code of this ticket' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel registration' })).toBeVisible();
  });

  it('cancels after confirming, and shows the updated ticket', async () => {
    const message = 'Your registration has been cancelled.';
    const { requests } = stub(confirmed, {
      'POST /api/tickets/cancel': () =>
        json({ message, ticket: { ...confirmed, status: 'cancelled' } }),
    });
    const { user } = renderRoute(`/ticket?t=${secret}`);

    await user.click(await screen.findByRole('button', { name: 'Cancel registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel registration?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep registration' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await bodies(requests, '/api/tickets/cancel')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Cancel registration?' })).getByRole(
        'button',
        {
          name: 'Cancel registration',
        },
      ),
    );

    expect(within(await screen.findByRole('status')).getByText(message)).toBeVisible();
    expect(screen.getByText('Cancelled')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Cancel registration' })).not.toBeInTheDocument();
    expect(await bodies(requests, '/api/tickets/cancel')).toEqual([{ ticket: secret }]);
  });

  it('lets an organiser check a confirmed ticket in', async () => {
    storeSession(adminUser);
    const { requests } = stub(
      { ...confirmed, canCheckIn: true },
      {
        'GET /api/auth/user': () => json(adminUser),
        'POST /api/tickets/check-in': () =>
          json({
            message: 'Checked in.',
            ticket: { ...confirmed, canCheckIn: true, status: 'checked_in' },
          }),
      },
    );
    const { user } = renderRoute(`/ticket?t=${secret}`);

    await user.click(await screen.findByRole('button', { name: 'Check in' }));

    expect(within(await screen.findByRole('status')).getByText('Checked in.')).toBeVisible();
    expect(screen.getByText('Checked in', { selector: '.mantine-Badge-label' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel registration' })).not.toBeInTheDocument();
    expect(await bodies(requests, '/api/tickets/check-in')).toEqual([{ ticket: secret }]);
  });

  it('offers check-in only for a confirmed ticket', async () => {
    stub({ ...confirmed, canCheckIn: true, status: 'waitlisted', waitlistPosition: 1 });
    renderRoute(`/ticket?t=${secret}`);
    await screen.findByText('Waitlisted (position 1)');
    expect(screen.queryByRole('button', { name: 'Check in' })).not.toBeInTheDocument();
  });

  it('explains a failed action', async () => {
    storeSession(adminUser);
    stub(
      { ...confirmed, canCheckIn: true },
      {
        'GET /api/auth/user': () => json(adminUser),
        'POST /api/tickets/check-in': () =>
          json(
            { error: 'not_confirmed', message: 'Only a confirmed registration can be checked in.' },
            { status: 422 },
          ),
      },
    );
    const { user } = renderRoute(`/ticket?t=${secret}`);
    await user.click(await screen.findByRole('button', { name: 'Check in' }));
    expect(
      within(await screen.findByRole('alert')).getByText(
        'Only a confirmed registration can be checked in.',
      ),
    ).toBeVisible();
  });

  it.each([
    ['no ticket', '/ticket'],
    ['a malformed ticket', '/ticket?t=short'],
  ])('says the link is not valid for %s, without asking the server', async (_case, path) => {
    const { requests } = stub(confirmed);
    renderRoute(path);
    expect(await screen.findByText('This ticket link is not valid.')).toBeVisible();
    expect(requests.some((request) => request.url.includes('/api/tickets'))).toBe(false);
  });

  it('says the link is not valid for an unknown ticket', async () => {
    stub(confirmed, {
      'POST /api/tickets/lookup': () =>
        json({ error: 'not_found', message: 'This ticket link is not valid.' }, { status: 404 }),
    });
    renderRoute(`/ticket?t=${secret}`);
    expect(await screen.findByText('This ticket link is not valid.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
  });
});
