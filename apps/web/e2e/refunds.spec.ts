import { createHmac, randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { e2eRazorpay } from '../../../scripts/e2e-razorpay.mjs';
import { signIn, storeBeforeLoad } from './support/app';
import { expectAccessibleInBothSchemes, expectNoAxeViolations } from './support/axe';
import { adminToken, bearer, deleteEvent, newPerson, randomLetters } from './support/events';

// Issue 25 §4: a paid ticket refunded by its holder on the ticket page, and by an organiser on
// the event dashboard; both show in the admins' ticket ledger. The server talks real HTTP to
// scripts/fake-razorpay.mjs; payments are confirmed with Checkout's signed result, as the
// Checkout stand-in of donations.spec.ts does.

const sign = (orderId: string, paymentId: string) =>
  createHmac('sha256', e2eRazorpay.keySecret).update(`${orderId}|${paymentId}`).digest('hex');

/** A gala dinner (₹1,499.00) a few weeks ahead, refundable until a week before it. */
async function paidGala(request: APIRequestContext, token: string, title: string) {
  const start = new Date(Date.now() + 21 * 86_400_000);
  start.setUTCHours(13, 30, 0, 0);
  const ticketTypeId = randomUUID();
  const response = await request.post('/api/events', {
    headers: bearer(token),
    data: {
      title,
      description: 'Created by an end-to-end test.',
      date: start.toISOString(),
      location: 'Gymkhana Hall',
      timeZone: 'Asia/Kolkata',
      capacity: 10,
      refundableUntil: new Date(start.getTime() - 7 * 86_400_000).toISOString(),
      ticketTypes: [
        { _id: ticketTypeId, name: 'Dinner', price: { amount: 149_900, currency: 'INR' } },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const event = (await response.json()) as { _id: string };
  return { eventId: event._id, ticketTypeId };
}

/** Registers and pays as a visitor would: the hold, then Checkout's signed result. */
async function buy(
  request: APIRequestContext,
  eventId: string,
  ticketTypeId: string,
  firstName: string,
) {
  const person = newPerson(firstName);
  const made = await request.post(`/api/registration/${eventId}`, {
    data: { title: 'Ms.', ...person, eventUpdates: 'no', hasGuest: 'no', ticketTypeId },
  });
  expect(made.status(), await made.text()).toBe(201);
  const held = (await made.json()) as {
    registrationId: string;
    ticket: string;
    payment: { orderId: string };
  };
  const paymentId = `pay_E2E${randomLetters(11)}`;
  const verified = await request.post('/api/payments/verify', {
    data: {
      razorpay_order_id: held.payment.orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: sign(held.payment.orderId, paymentId),
    },
  });
  expect(verified.status(), await verified.text()).toBe(200);
  return { ...held, person };
}

test('a paid ticket is refunded by its holder, and another by the organiser; the ledger shows both', async ({
  page,
  request,
}) => {
  // Two payments, two refunds and axe in both schemes: past 30 s on a busy 2-core machine.
  test.slow();
  const token = await adminToken(request);
  const title = `Refund gala ${randomLetters(6)}`;
  const { eventId, ticketTypeId } = await paidGala(request, token, title);
  try {
    const holder = await buy(request, eventId, ticketTypeId, 'Priya');
    const other = await buy(request, eventId, ticketTypeId, 'Siobhan');
    const ticketPage = `/ticket?t=${encodeURIComponent(holder.ticket)}`;

    await test.step('the ticket page offers the refund, in both colour schemes', async () => {
      // The scheme is set in the page's own storage: open the site first.
      await page.goto(ticketPage);
      await expectAccessibleInBothSchemes(page, ticketPage, title);
      await expect(page.getByText('₹1,499.00')).toBeVisible();
      await expect(page.getByText(/You can cancel for a refund until/)).toBeVisible();
    });

    await test.step('the holder cancels for a refund after confirming', async () => {
      await page.getByRole('button', { name: 'Cancel and get a refund' }).click();
      const dialog = page.getByRole('dialog', { name: 'Cancel for a refund?' });
      await expect(dialog).toContainText('₹1,499.00 goes back through Razorpay');
      await expectNoAxeViolations(page, 'ticket refund dialog');
      await dialog.getByRole('button', { name: 'Cancel and refund' }).click();
      await expect(page.getByText(/the payment is being refunded/)).toBeVisible();
      await expect(page.getByText('Refunded', { exact: true })).toBeVisible();
    });

    await test.step('the organiser refunds the other ticket from the dashboard', async () => {
      await storeBeforeLoad(page, await signIn(request, 'admin'));
      await page.goto(`/eventdash?event=${eventId}`);
      const refund = page.getByRole('button', { name: `Refund ${other.person.firstName}` });
      await refund.click();
      const dialog = page.getByRole('dialog');
      await expect(dialog).toContainText('₹1,499.00');
      await dialog.getByRole('button', { name: 'Refund and cancel' }).click();
      await expect(refund).toHaveCount(0);
      const row = page.getByRole('row').filter({ hasText: other.person.email });
      await expect(row).toContainText('Refunded');
    });

    await test.step('the ticket ledger lists both refunds, filtered by the event', async () => {
      await expectAccessibleInBothSchemes(
        page,
        `/admin/ticket-ledger?eventId=${eventId}`,
        'Ticket ledger',
      );
      const rows = page.getByRole('row').filter({ hasText: 'Refunded' });
      await expect(rows).toHaveCount(2);
      await expect(page.getByRole('row').filter({ hasText: 'Refund requested' })).toHaveCount(2);
      await page.getByRole('combobox', { name: 'Kind' }).selectOption('refunded');
      await expect(page).toHaveURL(new RegExp(`kind=refunded`));
      await expect(page.getByRole('row')).toHaveCount(3);
    });
  } finally {
    await deleteEvent(request, token, eventId);
  }
});
