import type { MyRegistration } from '@portal/contract';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite, memberProfile, memberUser, ticketQr } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import { registrationChallenge } from '../../../testing/registration-challenge';

const full = makeEvent({ capacity: 6, seatsTaken: 6, waitlisted: 2 });
const oneLeft = makeEvent({ capacity: 6, seatsTaken: 5, waitlisted: 0 });
const eventPath = `/api/events/${full._id}`;
const mineKey = `GET ${eventPath}/my-registrations`;

function stub(event = full, routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/registration/challenge': registrationChallenge,
    [`GET ${eventPath}`]: () => json(event),
    ...routes,
  });
}

const waiting: MyRegistration = {
  registrationId: 'r-7',
  name: 'Ms. Asha Rao',
  email: 'asha@example.org',
  guestName: 'Mr. Ravi Rao',
  seats: 2,
  status: 'waitlisted',
  waitlistPosition: 2,
  registrationDate: '2026-11-20T09:00:00.000Z',
  ticket: 'tkt_0123456789abcdefghijklmnop',
};

// The route loads lazily: compile it up front so the waits below measure the screen.
beforeAll(async () => {
  await import('./registration-route');
}, 120_000);

describe('registration for a full event', () => {
  it('says before the form that registering joins the waiting list', async () => {
    const { requests } = stub();
    renderRoute(`/registration/${full._id}`);
    const form = await screen.findByRole('form', { name: 'Event registration' });

    expect(screen.getByText('This event is full')).toBeVisible();
    expect(screen.getByText('2 people are on the waiting list already.')).toBeVisible();
    // The notice comes before the form in reading order.
    const notice = screen.getByText('This event is full');
    expect(notice.compareDocumentPosition(form) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Join the waiting list' })).toBeVisible();
    expect(within(form).queryByRole('button', { name: 'Register' })).not.toBeInTheDocument();
    // A visitor is not asked about registrations of their own.
    expect(requests.some((request) => request.url.includes('my-registrations'))).toBe(false);
  });

  it('warns that a guest tips the last place into the waiting list', async () => {
    stub(oneLeft);
    const { user } = renderRoute(`/registration/${oneLeft._id}`);
    const form = await screen.findByRole('form', { name: 'Event registration' });
    expect(screen.queryByText('This event is full')).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Register' })).toBeVisible();

    const radios = screen.getByRole('radiogroup', { name: 'Bringing a guest?' });
    await user.click(within(radios).getByRole('radio', { name: 'Yes' }));
    expect(screen.getByText(/Only one place is left: with a guest/)).toBeVisible();
    expect(within(form).getByRole('button', { name: 'Join the waiting list' })).toBeVisible();

    await user.click(within(radios).getByRole('radio', { name: 'No' }));
    expect(screen.queryByText(/Only one place is left/)).not.toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Register' })).toBeVisible();
  });
});

describe('a member already registered', () => {
  it('sees their place, ticket and a way to leave instead of the form', async () => {
    storeSession(memberUser);
    let cancelled = false;
    const { requests } = stub(full, {
      'GET /api/auth/user': () => json(memberUser),
      'GET /api/profile/profile': () => json(memberProfile),
      [mineKey]: () => json({ registrations: cancelled ? [] : [waiting] }),
      'POST /api/tickets/cancel': () => {
        cancelled = true;
        return json({
          message: 'Your registration has been cancelled.',
          ticket: {
            registrationId: 'r-7',
            eventId: full._id,
            eventTitle: full.title,
            eventDate: full.date,
            eventTimeZone: full.timeZone,
            eventLocation: full.location,
            name: waiting.name,
            guestName: waiting.guestName,
            seats: 2,
            status: 'cancelled',
            waitlistPosition: null,
            canCheckIn: false,
            qr: ticketQr,
          },
        });
      },
    });
    const { user } = renderRoute(`/registration/${full._id}`);

    expect(
      await screen.findByRole('heading', { level: 2, name: 'You are on the waiting list' }),
    ).toBeVisible();
    expect(screen.getByText('Number 2 in line')).toBeVisible();
    expect(screen.getByText('Mr. Ravi Rao')).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your ticket' })).toHaveAttribute(
      'href',
      `/ticket?t=${waiting.ticket}`,
    );

    await user.click(screen.getByRole('button', { name: 'Leave the waiting list' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave the waiting list?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave the waiting list' }));

    expect(await screen.findByText('Your registration has been cancelled.')).toBeVisible();
    expect(await screen.findByRole('form', { name: 'Event registration' })).toBeVisible();
    const cancel = requests.find((request) => request.url.endsWith('/api/tickets/cancel'));
    expect(await cancel?.json()).toEqual({ ticket: waiting.ticket });
  });

  it('who registers now sees the outcome, not the registration the refetch finds', async () => {
    storeSession(memberUser);
    let registered = false;
    const open = makeEvent({ capacity: null, seatsTaken: 0, waitlisted: 0 });
    stub(open, {
      'GET /api/auth/user': () => json(memberUser),
      'GET /api/profile/profile': () => json(memberProfile),
      [mineKey]: () =>
        json({ registrations: registered ? [{ ...waiting, status: 'confirmed' }] : [] }),
      [`POST /api/registration/${full._id}`]: () => {
        registered = true;
        return json(
          {
            message: 'Registration successful!',
            status: 'confirmed',
            registrationId: 'r-7',
            waitlistPosition: null,
            email: 'asha@example.org',
            guestName: null,
          },
          { status: 201 },
        );
      },
    });
    const { user } = renderRoute(`/registration/${full._id}`);
    const form = await screen.findByRole('form', { name: 'Event registration' });
    await user.selectOptions(within(form).getAllByLabelText(/^Title/)[0]!, 'Ms.');
    await user.click(within(form).getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('heading', { name: 'You are registered' })).toHaveFocus();
    expect(screen.getByText('Your ticket is on its way to asha@example.org.')).toBeVisible();
  });

  it('may register someone else, starting from a blank form', async () => {
    storeSession(memberUser);
    stub(full, {
      'GET /api/auth/user': () => json(memberUser),
      'GET /api/profile/profile': () => json(memberProfile),
      [mineKey]: () => json({ registrations: [{ ...waiting, status: 'confirmed' }] }),
    });
    const { user } = renderRoute(`/registration/${full._id}`);
    expect(await screen.findByRole('heading', { name: 'You are registered' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cancel registration' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Register someone else' }));
    const form = await screen.findByRole('form', { name: 'Event registration' });
    expect(within(form).getAllByLabelText(/^First name/)[0]).toHaveValue('');
  });
});
