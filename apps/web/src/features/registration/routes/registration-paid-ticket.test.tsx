import type { MyRegistration, PortalEvent } from '@portal/contract';
import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { cleanUpCheckout, stubRazorpay } from '../../../testing/fake-razorpay';
import { communitySite, memberUser, ticketQr } from '../../../testing/fixtures';
import { registrationChallenge } from '../../../testing/registration-challenge';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

// Issue 25 §2: the ticket picker, the organiser's questions and paying in Razorpay Checkout.

const gala = 'a0000000-0000-4000-8000-000000000001';
const student = 'a0000000-0000-4000-8000-000000000002';
const early = 'a0000000-0000-4000-8000-000000000003';
const past = 'a0000000-0000-4000-8000-000000000004';
const secret = 'a0000000-0000-4000-8000-000000000005';
const meal = 'b0000000-0000-4000-8000-000000000001';
const batch = 'b0000000-0000-4000-8000-000000000002';
const topics = 'b0000000-0000-4000-8000-000000000003';
const consent = 'b0000000-0000-4000-8000-000000000004';

const event: PortalEvent = makeEvent({
  title: 'Alumni Gala Dinner',
  ticketTypes: [
    {
      _id: gala,
      name: 'Gala dinner',
      description: 'Three courses and the awards.',
      price: { amount: 149_900, currency: 'INR' },
      capacity: 80,
      sold: 10,
    },
    { _id: student, name: 'Student', price: { amount: 0, currency: 'INR' }, capacity: 5, sold: 5 },
    {
      _id: early,
      name: 'Table of ten',
      price: { amount: 1_200_000, currency: 'INR' },
      salesStart: '2099-01-01T04:30:00.000Z',
    },
    {
      _id: past,
      name: 'Early bird',
      price: { amount: 99_900, currency: 'INR' },
      salesEnd: '2020-01-01T00:00:00.000Z',
    },
    { _id: secret, name: 'Sponsors', price: { amount: 0, currency: 'INR' }, hidden: true },
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
    { _id: batch, label: 'Batch year', type: 'number', required: false, ticketTypeIds: [gala] },
    {
      _id: topics,
      label: 'Talks you would like',
      type: 'multi',
      required: false,
      options: [
        { value: 'careers', label: 'Careers' },
        { value: 'sport', label: 'Sport' },
      ],
      ticketTypeIds: [student],
    },
    { _id: consent, label: 'Photos of me may be shared', type: 'checkbox', required: false },
  ],
});
const registerKey = `POST /api/registration/${event._id}`;
const holdExpiresAt = '2099-12-05T10:15:00.000Z';

const held = {
  message: 'Your place is held: pay to confirm it.',
  status: 'awaiting_payment',
  holdExpiresAt,
  payment: { orderId: 'order_T1', amount: 149_900, currency: 'INR', keyId: 'rzp_test_key' },
  registrationId: 'r-1',
  waitlistPosition: null,
  email: 'layla.haddad@example.org',
  guestName: null,
};

const verified = {
  message: 'Payment received: your ticket is confirmed.',
  registrationId: 'r-1',
  status: 'confirmed',
  ticket: 'tkt_abcdefghijklmnopqrstuvwxyz',
  details: {
    registrationId: 'r-1',
    eventId: event._id,
    eventTitle: event.title,
    eventDate: event.date,
    eventTimeZone: 'Asia/Kolkata',
    eventLocation: event.location,
    name: 'Ms. Layla Haddad',
    guestName: null,
    seats: 1,
    status: 'confirmed',
    waitlistPosition: null,
    canCheckIn: false,
    qr: ticketQr,
  },
};

/** The member's own registration as my-registrations reads it: a paid place held for them. */
const heldPlace: MyRegistration = {
  registrationId: 'r-1',
  name: 'Ms. Layla Haddad',
  email: 'layla.haddad@example.org',
  guestName: null,
  seats: 1,
  status: 'awaiting_payment',
  waitlistPosition: null,
  registrationDate: '2026-11-20T09:00:00.000Z',
  ticket: 'tkt_0123456789abcdefghijklmnop',
};

/** A signed-in member coming back to the page, with `registration` theirs. */
const comingBack = (registration: MyRegistration): FetchRoutes => ({
  'GET /api/auth/user': () => json(memberUser),
  [`GET /api/events/${event._id}/my-registrations`]: () => json({ registrations: [registration] }),
});

function stub(routes: FetchRoutes = {}, shown: PortalEvent = event) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/registration/challenge': registrationChallenge,
    [`GET /api/events/${shown._id}`]: () => json(shown),
    ...routes,
  });
}

async function openForm() {
  const view = renderRoute(`/registration/${event._id}`);
  await screen.findByRole('form', { name: 'Event registration' });
  return view;
}

type User = ReturnType<typeof renderRoute>['user'];

// Pasted rather than typed: the typing itself is the registration tests' subject, not this file's.
async function fill(user: User, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

async function fillAttendee(user: User) {
  const you = screen.getByRole('group', { name: 'Your details' });
  await user.selectOptions(within(you).getByLabelText(/^Title/), 'Ms.');
  await fill(user, within(you).getByLabelText(/^First name/), 'Layla');
  await fill(user, within(you).getByLabelText(/^Last name/), 'Haddad');
  await fill(user, within(you).getByLabelText(/^Email/), 'layla.haddad@example.org');
  await fill(user, within(you).getByLabelText(/^Phone/), '+971 50 123 4567');
}

const ticket = (name: RegExp) =>
  within(screen.getByRole('radiogroup', { name: /Your ticket/ })).getByRole('radio', { name });

async function sentBody(requests: Request[]) {
  const request = requests.find((r) => r.method === 'POST' && r.url.includes('/api/registration/'));
  return (await request?.clone().json()) as Record<string, unknown>;
}

async function payForGala(routes: FetchRoutes = {}, hold: () => object = () => held) {
  const checkouts = stubRazorpay();
  const fetched = stub({ [registerKey]: () => json(hold(), { status: 201 }), ...routes });
  const { user } = await openForm();
  await user.click(ticket(/Gala dinner/));
  await fillAttendee(user);
  await user.selectOptions(screen.getByLabelText(/^Meal preference/), 'veg');
  await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
  await waitFor(() => expect(checkouts).toHaveLength(1));
  return { ...fetched, user, checkouts, checkout: checkouts[0]! };
}

beforeAll(async () => {
  await import('./registration-route');
});

afterEach(() => {
  cleanUpCheckout();
  vi.useRealTimers();
});

describe('registration: the ticket picker', { timeout: 120_000 }, () => {
  it('shows each ticket with its price and whether it sells, and leaves hidden ones out', async () => {
    stub();
    await openForm();

    expect(ticket(/Gala dinner/)).toHaveAccessibleName(expect.stringContaining('₹1,499.00'));
    expect(ticket(/Gala dinner/)).toHaveAccessibleName(
      expect.stringContaining('Three courses and the awards.'),
    );
    expect(ticket(/Student/)).toHaveAccessibleName(expect.stringContaining('Free'));
    expect(ticket(/Student/)).toHaveAccessibleName(
      expect.stringContaining('Sold out: you would join the waiting list'),
    );
    expect(ticket(/Student/)).toBeEnabled();
    expect(ticket(/Table of ten/)).toHaveAccessibleName(expect.stringContaining('Sales open on'));
    expect(ticket(/Table of ten/)).toBeDisabled();
    expect(ticket(/Early bird/)).toHaveAccessibleName(expect.stringContaining('Sales closed'));
    expect(ticket(/Early bird/)).toBeDisabled();
    expect(screen.queryByRole('radio', { name: /Sponsors/ })).not.toBeInTheDocument();
    // Nothing is asked until a ticket is chosen: each may ask other questions.
    expect(screen.queryByLabelText(/^Meal preference/)).not.toBeInTheDocument();
  });

  it('asks for a ticket, and a sold-out ticket joins the waiting list', async () => {
    stub();
    const { user } = await openForm();
    await fillAttendee(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Choose a ticket')).toBeVisible();

    await user.click(ticket(/Student/));
    expect(screen.getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
  });
});

describe('registration: the questions', { timeout: 120_000 }, () => {
  it('asks the chosen ticket’s questions, checks them before sending, and sends the answers', async () => {
    const { requests } = stub({
      [registerKey]: () =>
        json(
          { ...held, status: 'waitlisted', waitlistPosition: 2, payment: undefined },
          { status: 201 },
        ),
    });
    const { user } = await openForm();
    await user.click(ticket(/Gala dinner/));
    expect(screen.getByLabelText(/^Batch year/)).toBeVisible();
    expect(screen.queryByRole('group', { name: /Talks you would like/ })).not.toBeInTheDocument();

    await user.click(ticket(/Student/));
    expect(screen.queryByLabelText(/^Batch year/)).not.toBeInTheDocument();
    const talks = screen.getByRole('group', { name: /Talks you would like/ });
    await user.click(within(talks).getByRole('checkbox', { name: 'Sport' }));
    await user.click(screen.getByRole('checkbox', { name: 'Photos of me may be shared' }));
    await fillAttendee(user);
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));

    // The required select, unanswered: said beside it, nothing sent.
    const mealField = screen.getByLabelText(/^Meal preference/);
    expect(await screen.findByText('This question needs an answer')).toBeVisible();
    expect(mealField).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    await user.selectOptions(mealField, 'non-veg');
    await user.click(screen.getByRole('button', { name: 'Join the waiting list' }));
    await screen.findByRole('heading', { name: 'You are on the waiting list' });
    expect(await sentBody(requests)).toMatchObject({
      ticketTypeId: student,
      answers: { [meal]: 'non-veg', [topics]: ['sport'], [consent]: true },
    });
  });

  it('checks a number on the client and shows the server’s issue under its question', async () => {
    const { requests } = stub({
      [registerKey]: () =>
        json(
          {
            error: 'validation',
            message: 'Check the form.',
            fields: { [`answers.${meal}`]: 'Choose one of the options offered' },
          },
          { status: 400 },
        ),
    });
    const { user } = await openForm();
    await user.click(ticket(/Gala dinner/));
    await fillAttendee(user);
    await user.selectOptions(screen.getByLabelText(/^Meal preference/), 'veg');
    await fill(user, screen.getByLabelText(/^Batch year/), 'twenty');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Enter a number')).toBeVisible();

    await user.clear(screen.getByLabelText(/^Batch year/));
    await fill(user, screen.getByLabelText(/^Batch year/), '2009');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(await screen.findByText('Choose one of the options offered')).toBeVisible();
    expect(screen.getByLabelText(/^Meal preference/)).toHaveAttribute('aria-invalid', 'true');
    expect(await sentBody(requests)).toMatchObject({
      ticketTypeId: gala,
      answers: { [meal]: 'veg', [batch]: 2009, [consent]: false },
    });
  });
});

describe('registration: paying for a ticket', { timeout: 120_000 }, () => {
  it('opens Checkout on the held order, verifies its result and shows the ticket', async () => {
    const { checkout, requests } = await payForGala({
      'POST /api/payments/verify': () => json(verified),
    });
    expect(checkout.options).toMatchObject({
      key: 'rzp_test_key',
      order_id: 'order_T1',
      amount: 149_900,
      currency: 'INR',
      name: communitySite.name,
      description: event.title,
      prefill: { email: 'layla.haddad@example.org' },
    });
    expect(checkout.open).toHaveBeenCalledOnce();

    act(() =>
      checkout.options.handler({
        razorpay_order_id: 'order_T1',
        razorpay_payment_id: 'pay_T1',
        razorpay_signature: 'signed',
      }),
    );
    await screen.findByRole('heading', { name: 'You are registered' });
    expect(screen.getByRole('link', { name: 'View your ticket' })).toHaveAttribute(
      'href',
      `/ticket?t=${verified.ticket}`,
    );
    const verify = requests.find((r) => r.url.endsWith('/api/payments/verify'));
    expect(await verify?.json()).toEqual({
      razorpay_order_id: 'order_T1',
      razorpay_payment_id: 'pay_T1',
      razorpay_signature: 'signed',
    });
  });

  it('keeps the place held when Checkout is closed, says until when, and offers Pay now', async () => {
    const { user, checkouts, checkout } = await payForGala({
      'POST /api/payments/verify': () => json(verified),
    });
    act(() => checkout.options.modal?.ondismiss?.());

    expect(await screen.findByRole('heading', { name: 'Your place is held' })).toHaveFocus();
    expect(screen.getByText('The payment was not completed.')).toBeVisible();
    // 10:15 UTC is 15:45 for a reader in India.
    expect(
      screen.getByText('We hold your place until 15:45. Pay ₹1,499.00 before then to confirm it.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(checkouts).toHaveLength(2));
    expect(checkouts[1]!.options.order_id).toBe('order_T1');
    act(() =>
      checkouts[1]!.options.handler({
        razorpay_order_id: 'order_T1',
        razorpay_payment_id: 'pay_T2',
        razorpay_signature: 'signed',
      }),
    );
    await screen.findByRole('heading', { name: 'You are registered' });
  });

  it('says why a payment was declined, once, even when Checkout is then closed', async () => {
    const { checkout } = await payForGala();
    act(() => {
      checkout.listeners['payment.failed']?.({ error: { description: 'Your bank declined it.' } });
      checkout.options.modal?.ondismiss?.();
    });
    expect(
      await screen.findByText('The payment was not completed: Your bank declined it.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeVisible();
  });

  it('says when the hold has run out, and starts again from the form', async () => {
    const { user, checkout } = await payForGala({}, () => ({
      ...held,
      holdExpiresAt: new Date(Date.now() + 400).toISOString(),
    }));
    act(() => checkout.options.modal?.ondismiss?.());
    expect(
      await screen.findByRole('heading', { name: 'The time to pay has run out' }),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Start again' }));
    expect(await screen.findByRole('form', { name: 'Event registration' })).toBeVisible();
  });

  it('keeps the payment to check again when the server cannot be reached', async () => {
    let answers = 0;
    const { user, checkout, requests } = await payForGala({
      'POST /api/payments/verify': () => (++answers === 1 ? Response.error() : json(verified)),
    });
    act(() =>
      checkout.options.handler({
        razorpay_order_id: 'order_T1',
        razorpay_payment_id: 'pay_T3',
        razorpay_signature: 'signed',
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Check my payment again' }));
    await screen.findByRole('heading', { name: 'You are registered' });
    expect(requests.filter((r) => r.url.endsWith('/api/payments/verify'))).toHaveLength(2);
  });

  it('shows the server’s reason when payments are down (503), and keeps the form', async () => {
    stubRazorpay();
    stub({
      [registerKey]: () =>
        json(
          { error: 'unavailable', message: 'Payments are unavailable. Please try again later.' },
          { status: 503, headers: { 'Retry-After': '30' } },
        ),
    });
    const { user } = await openForm();
    await user.click(ticket(/Gala dinner/));
    await fillAttendee(user);
    await user.selectOptions(screen.getByLabelText(/^Meal preference/), 'veg');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));
    expect(
      within(await screen.findByRole('alert')).getByText(
        'Payments are unavailable. Please try again later.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('form', { name: 'Event registration' })).toBeVisible();
  });

  it('tells a member who comes back to an unpaid place that it is held, not registered', async () => {
    storeSession(memberUser);
    stub(comingBack(heldPlace));
    renderRoute(`/registration/${event._id}`);
    expect(await screen.findByRole('heading', { name: 'Your place is held' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'You are registered' })).not.toBeInTheDocument();
    // Past its hold (no order given back), there is nothing to pay on.
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('lets a member who comes back within the hold pay on the same order', async () => {
    storeSession(memberUser);
    const checkouts = stubRazorpay();
    const { requests } = stub({
      ...comingBack({ ...heldPlace, holdExpiresAt, payment: held.payment }),
      'POST /api/payments/verify': () => json(verified),
    });
    const { user } = renderRoute(`/registration/${event._id}`);
    expect(await screen.findByRole('heading', { name: 'Your place is held' })).toBeVisible();
    expect(
      screen.getByText('We hold your place until 15:45. Pay ₹1,499.00 before then to confirm it.'),
    ).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Pay now' }));
    await waitFor(() => expect(checkouts).toHaveLength(1));
    expect(checkouts[0]!.options).toMatchObject({
      order_id: 'order_T1',
      amount: 149_900,
      prefill: { email: 'layla.haddad@example.org' },
    });
    act(() =>
      checkouts[0]!.options.handler({
        razorpay_order_id: 'order_T1',
        razorpay_payment_id: 'pay_T2',
        razorpay_signature: 'signed',
      }),
    );
    await screen.findByRole('heading', { name: 'You are registered' });
    // No second registration: the same held place was paid for.
    expect(requests.some((r) => r.method === 'POST' && r.url.includes('/api/registration/'))).toBe(
      false,
    );
  });
});
