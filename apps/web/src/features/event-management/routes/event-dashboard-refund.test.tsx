import type { Registration } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent, makeRegistration } from '../../../testing/event-fixtures';
import { adminUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';

const gala = makeEvent({ _id: 'e-1', id: 'e-1', title: 'Diwali Gala Dinner', canManage: true });
const paid = makeRegistration({
  _id: 'r-1',
  name: 'பிரியா சுப்பிரமணியம்',
  email: 'priya@example.org',
  phone: '+447700900123',
  amountPaid: { amount: 149_900, currency: 'INR' },
});
const free = makeRegistration({
  _id: 'r-2',
  name: "Siobhan O'Brien-Kelly",
  email: 'siobhan@example.org',
  phone: '+15555550123',
});
const gone = makeRegistration({ _id: 'r-3', name: 'राहुल द्रविड़', status: 'refunded' });

beforeAll(async () => {
  await import('./event-dashboard-route');
}, 120_000);

function stubDashboard(list: Registration[], routes: FetchRoutes = {}) {
  return stubSignedIn(adminUser, {
    'GET /api/events/managed': () => json([gala]),
    'GET /api/events/e-1/registrations': () => json({ event: gala, registrations: list }),
    ...routes,
  });
}

const refundCalls = (requests: Request[]) =>
  requests.filter((request) => request.method === 'POST' && request.url.endsWith('/refund'));

describe('refunds on the event dashboard (issue 25 §4)', () => {
  it('refunds a paid registration after a confirm dialog naming the amount', async () => {
    let list = [paid, free, gone];
    const { requests } = stubDashboard([], {
      'GET /api/events/e-1/registrations': () => json({ event: gala, registrations: list }),
      'POST /api/events/e-1/registrations/r-1/refund': () => {
        list = [{ ...paid, status: 'refunded' }, free, gone];
        return json({
          message: 'The registration is cancelled and the payment is being refunded.',
          registration: list[0],
        });
      },
    });
    const { user } = renderRoute('/eventdash?event=e-1');
    const refund = await screen.findByRole('button', { name: 'Refund பிரியா சுப்பிரமணியம்' });
    expect(
      screen.getByRole('button', { name: "Cancel the registration of Siobhan O'Brien-Kelly" }),
    ).toBeVisible();
    // A registration that has ended offers nothing.
    expect(screen.queryByRole('button', { name: /राहुल द्रविड़/ })).not.toBeInTheDocument();

    await user.click(refund);
    const dialog = await screen.findByRole('dialog', { name: 'Refund பிரியா சுப்பிரமணியம்?' });
    expect(dialog).toHaveTextContent('₹1,499.00 goes back through Razorpay');
    await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    expect(refundCalls(requests)).toEqual([]);

    await user.click(refund);
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund and cancel' }),
    );
    await waitFor(() => expect(refundCalls(requests)).toHaveLength(1));
    expect(await screen.findByText(/payment is being refunded/)).toBeVisible();
    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: 'Refund பிரியா சுப்பிரமணியம்' }),
      ).not.toBeInTheDocument(),
    );
  });

  it('says why a refund failed (Razorpay down)', async () => {
    stubDashboard([paid], {
      'POST /api/events/e-1/registrations/r-1/refund': () =>
        json(
          { error: 'payment_provider', message: 'The payment service is not answering.' },
          { status: 503, headers: { 'Retry-After': '5' } },
        ),
    });
    const { user } = renderRoute('/eventdash?event=e-1');
    await user.click(await screen.findByRole('button', { name: 'Refund பிரியா சுப்பிரமணியம்' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Refund and cancel' }),
    );
    expect(
      await screen.findByText(/Could not cancel பிரியா சுப்பிரமணியம்: The payment service/),
    ).toBeVisible();
  });
});
