import type { Ticket } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { communitySite, ticketQr } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

const secret = 'tkt_refund0123456789abcdefghij';

const paid: Ticket = {
  registrationId: 'r-1',
  eventId: 'e-gala',
  eventTitle: 'Diwali Gala Dinner',
  eventDate: '2026-12-05T13:30:00.000Z',
  eventTimeZone: 'Asia/Kolkata',
  eventLocation: 'Gymkhana Hall',
  name: 'Ms. પ્રિયા પટેલ',
  guestName: null,
  seats: 1,
  status: 'confirmed',
  waitlistPosition: null,
  canCheckIn: false,
  qr: ticketQr,
  amountPaid: { amount: 149_900, currency: 'INR' },
  refundableUntil: '2026-12-01T18:30:00.000Z',
  canRefund: true,
};

function stub(ticket: Ticket, routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'POST /api/tickets/lookup': () => json(ticket),
    ...routes,
  });
}

const posts = (requests: Request[], path: string) =>
  requests.filter((request) => new URL(request.url).pathname === path);

beforeAll(async () => {
  await import('./ticket-route');
});

describe('a paid ticket’s refund (issue 25 §4)', () => {
  it('offers a refund in the window, asks first, and shows the refunded ticket', async () => {
    const message =
      'The registration is cancelled and the payment is being refunded. Razorpay returns it to the card or account it came from, usually within 5–7 working days.';
    const { requests } = stub(paid, {
      'POST /api/tickets/refund': () =>
        json({ message, ticket: { ...paid, status: 'refunded', canRefund: false } }),
    });
    const { user } = renderRoute(`/ticket?t=${secret}`);

    const button = await screen.findByRole('button', { name: 'Cancel and get a refund' });
    expect(screen.getByText('₹1,499.00')).toBeVisible();
    expect(screen.getByText(/You can cancel for a refund until/)).toBeVisible();
    // No plain cancel beside it: cancelling a paid ticket in its window is the refund.
    expect(screen.queryByRole('button', { name: 'Cancel registration' })).not.toBeInTheDocument();

    await user.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Cancel for a refund?' });
    expect(dialog).toHaveTextContent('₹1,499.00 goes back through Razorpay');
    await user.click(within(dialog).getByRole('button', { name: 'Keep registration' }));
    expect(posts(requests, '/api/tickets/refund')).toEqual([]);

    await user.click(button);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel and refund' }),
    );
    expect(await screen.findByText(message)).toBeVisible();
    expect(screen.getByText('Refunded')).toBeVisible();
    expect(await posts(requests, '/api/tickets/refund')[0]!.clone().json()).toEqual({
      ticket: secret,
    });
    expect(
      screen.queryByRole('button', { name: 'Cancel and get a refund' }),
    ).not.toBeInTheDocument();
  });

  it('says a cancellation is without a refund once the window has closed', async () => {
    stub({ ...paid, canRefund: false });
    const { user } = renderRoute(`/ticket?t=${secret}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel registration' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel registration?' });
    expect(dialog).toHaveTextContent('without a refund');
    await user.click(within(dialog).getByRole('button', { name: 'Keep registration' }));
    expect(
      screen.queryByRole('button', { name: 'Cancel and get a refund' }),
    ).not.toBeInTheDocument();
  });

  it('explains a refused refund', async () => {
    stub(paid, {
      'POST /api/tickets/refund': () =>
        json(
          {
            error: 'refund_closed',
            message:
              'The time to cancel this ticket for a refund has passed. Please contact the organisers.',
          },
          { status: 422 },
        ),
    });
    const { user } = renderRoute(`/ticket?t=${secret}`);
    await user.click(await screen.findByRole('button', { name: 'Cancel and get a refund' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel and refund' }),
    );
    expect(await screen.findByText(/The time to cancel this ticket/)).toBeVisible();
  });
});
