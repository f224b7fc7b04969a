import type { MyRegistration } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { memberUser, ticketQr } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';

// Issue 36: a member already registered sees their place on the event page, not Register.

const mine: MyRegistration = {
  registrationId: 'r-1',
  name: 'Ms. Fatima Sheikh',
  email: 'fatima@example.org',
  guestName: 'Mr. 王伟',
  seats: 2,
  status: 'confirmed',
  waitlistPosition: null,
  registrationDate: '2026-11-01T10:00:00.000Z',
  ticket: 'tkt_fatima_0123456789abcdef',
};

function stub(registrations: () => MyRegistration[], routes: FetchRoutes = {}) {
  return stubSignedIn(memberUser, {
    'GET /api/events/e-cup': () => json(makeEvent({ _id: 'e-cup', id: 'e-cup' })),
    'GET /api/events/e-cup/tournament': () => json({ error: 'not_found' }, { status: 404 }),
    'GET /api/events/e-cup/my-registrations': () => json({ registrations: registrations() }),
    ...routes,
  });
}

describe('the event page for a member who registered', () => {
  it('says they are registered, links their ticket, and cancels after asking', async () => {
    let registrations = [mine];
    const { requests } = stub(() => registrations, {
      'POST /api/tickets/cancel': () => {
        registrations = [];
        return json({
          message: 'Your registration has been cancelled.',
          ticket: {
            registrationId: mine.registrationId,
            eventId: 'e-cup',
            eventTitle: 'Summer Cricket Cup',
            eventDate: '2026-12-05T10:30:00.000Z',
            eventTimeZone: 'Asia/Kolkata',
            eventLocation: 'Riverside College Grounds',
            name: mine.name,
            guestName: mine.guestName,
            seats: 2,
            status: 'cancelled',
            waitlistPosition: null,
            canCheckIn: false,
            qr: ticketQr,
          },
        });
      },
    });
    const { user } = renderRoute('/event-details/e-cup');

    expect(await screen.findByText('You’re registered, with Mr. 王伟')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your ticket' })).toHaveAttribute(
      'href',
      `/ticket?t=${mine.ticket}`,
    );
    expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cancel registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel registration?' });
    expect(dialog).toHaveTextContent('Your place and your guest’s are given');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel registration' }));

    expect(await screen.findByText('Your registration has been cancelled.')).toBeVisible();
    expect(await screen.findByRole('link', { name: 'Register' })).toBeVisible();
    const cancel = requests.find((request) => request.url.endsWith('/api/tickets/cancel'))!;
    expect(await cancel.json()).toEqual({ ticket: mine.ticket });
  });

  it('says where they stand on the waiting list, and offers to leave it', async () => {
    stub(() => [{ ...mine, guestName: null, status: 'waitlisted', waitlistPosition: 3 }]);
    renderRoute('/event-details/e-cup');

    expect(await screen.findByText('You’re on the waiting list, number 3 in line')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Leave the waiting list' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Your ticket' })).toBeVisible();
  });

  it('offers Register to a member with no registration', async () => {
    stub(() => []);
    renderRoute('/event-details/e-cup');
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Register' })).toHaveAttribute(
        'href',
        '/registration/e-cup',
      ),
    );
    expect(screen.queryByText(/You’re registered/)).not.toBeInTheDocument();
  });
});
