import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { expectAccessibleInBothSchemes } from './support/axe';
import { adminToken, bearer, deleteEvent, randomLetters } from './support/events';
import { randomDigits } from './support/phones';
import { checkoutOpenedWith, payThroughCheckoutStandIn } from './support/razorpay-checkout';

// Issue 25 §2: an attendee picks a paid ticket, answers the organiser's questions, pays in
// Razorpay Checkout (a stand-in signing with the e2e key secret; the server's Razorpay is
// scripts/fake-razorpay.mjs) and sees the confirmed ticket. At a desktop and a phone width; each
// run makes its own event, as both projects share one database.

const isPost = (path: string) => (request: { method(): string; url(): string }) =>
  request.method() === 'POST' && new URL(request.url()).pathname === path;

async function createGala(request: Parameters<typeof adminToken>[0], token: string) {
  const gala = randomUUID();
  const student = randomUUID();
  const meal = randomUUID();
  const batch = randomUUID();
  const start = new Date(Date.now() + 30 * 86_400_000);
  start.setUTCHours(13, 30, 0, 0);
  const response = await request.post('/api/events', {
    headers: bearer(token),
    data: {
      title: `E2E Alumni Gala ${randomLetters(8)}`,
      description: 'A dinner with the year’s awards, created by an end-to-end test.',
      date: start.toISOString(),
      location: 'Riverside Hall',
      status: 'published',
      ticketTypes: [
        {
          _id: gala,
          name: 'Gala dinner',
          description: 'Three courses and the awards evening.',
          price: { amount: 149_900, currency: 'INR' },
          capacity: 40,
        },
        { _id: student, name: 'Student', price: { amount: 0, currency: 'INR' }, capacity: 10 },
      ],
      questions: [
        {
          _id: meal,
          label: 'Meal preference',
          type: 'select',
          required: true,
          options: [
            { value: 'veg', label: 'Veg' },
            { value: 'non-veg', label: 'Non-veg' },
          ],
        },
        {
          _id: batch,
          label: 'Batch year',
          type: 'number',
          required: false,
          ticketTypeIds: [gala],
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const event = (await response.json()) as { _id: string; title: string };
  return { ...event, meal, batch, gala };
}

test('an attendee buys a paid ticket, answers the questions and sees the ticket', async ({
  page,
  request,
}) => {
  // Two axe checks, a form and Checkout's stand-in: past 30 s on a loaded 2-core machine.
  test.slow();
  const token = await adminToken(request);
  const event = await createGala(request, token);
  const line = randomDigits(6);
  const attendee = {
    firstName: 'Siobhán',
    lastName: 'O’Brien-Mehta',
    email: `e2e-siobhan-${randomLetters(8)}@example.org`,
    phone: `+44 7400 ${line}`,
  };
  try {
    await payThroughCheckoutStandIn(page);
    await page.goto(`/registration/${event._id}`);
    // The picker in the light and the dark scheme; the journey goes on in the dark one.
    await expectAccessibleInBothSchemes(page, `/registration/${event._id}`, event.title);
    const form = page.getByRole('form', { name: 'Event registration' });
    const tickets = form.getByRole('radiogroup', { name: 'Your ticket' });
    await expect(tickets.getByRole('radio', { name: /Gala dinner.*₹1,499\.00/ })).toBeVisible();
    await expect(tickets.getByRole('radio', { name: /Student.*Free/ })).toBeVisible();

    await tickets.getByRole('radio', { name: /Gala dinner/ }).click();
    const you = form.getByRole('group', { name: 'Your details' });
    await you.getByLabel('Title').selectOption('Ms.');
    await you.getByLabel('First name').fill(attendee.firstName);
    await you.getByLabel('Last name').fill(attendee.lastName);
    await you.getByLabel('Email').fill(attendee.email);
    await you.getByRole('textbox', { name: 'Phone' }).fill(attendee.phone);
    const questions = form.getByRole('group', { name: 'A few questions' });
    await questions.getByLabel('Meal preference').selectOption('veg');
    await questions.getByLabel('Batch year').fill('2009');

    const registered = page.waitForRequest(isPost(`/api/registration/${event._id}`));
    const verified = page.waitForRequest(isPost('/api/payments/verify'));
    await form.getByRole('button', { name: 'Continue to payment' }).click();
    const sent = (await registered).postDataJSON() as Record<string, unknown>;
    expect(sent).toMatchObject({
      ticketTypeId: event.gala,
      phone: `+447400${line}`,
      answers: { [event.meal]: 'veg', [event.batch]: 2009 },
    });

    const shown = await checkoutOpenedWith(page);
    expect(shown).toMatchObject({
      key: 'rzp_test_e2e_portal',
      amount: 149_900,
      currency: 'INR',
      description: event.title,
    });
    expect(shown.order_id).toMatch(/^order_/);
    await verified;

    await expect(page.getByRole('heading', { name: 'You are registered' })).toBeVisible();
    await expect(page.getByText(`Your ticket is on its way to ${attendee.email}.`)).toBeVisible();
    await page.getByRole('link', { name: 'View your ticket' }).click();
    await expect(page.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    await expect(page.getByText('Confirmed', { exact: true })).toBeVisible();
  } finally {
    await deleteEvent(request, token, event._id);
  }
});
