import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite } from '../../../testing/fixtures';
import { registrationChallenge } from '../../../testing/registration-challenge';
import { renderRoute } from '../../../testing/render-route';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

const gala = makeEvent({
  title: 'Annual Gala Dinner',
  ticketTypes: [
    { _id: 't-dinner', name: 'Dinner', price: { amount: 149_900, currency: 'INR' } },
    { _id: 't-talk', name: 'Talk only', price: { amount: 0, currency: 'INR' } },
  ],
});
const freeOnly = makeEvent({
  ticketTypes: [{ _id: 't-talk', name: 'Talk only', price: { amount: 0, currency: 'INR' } }],
});

function stub(event = gala, routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/registration/challenge': registrationChallenge,
    [`GET /api/events/${event._id}`]: () => json(event),
    ...routes,
  });
}

async function fillAttendee(user: ReturnType<typeof renderRoute>['user']) {
  const you = screen.getByRole('group', { name: 'Your details' });
  await user.selectOptions(within(you).getByLabelText(/^Title/), 'Mr.');
  await user.type(within(you).getByLabelText(/^First name/), 'भावेश');
  await user.type(within(you).getByLabelText(/^Last name/), 'पटेल');
  await user.type(within(you).getByLabelText(/^Email/), 'bhavesh@example.org');
  await user.type(within(you).getByLabelText(/^Phone/), '+971 50 123 4567');
}

beforeAll(async () => {
  await import('./registration-route');
}, 120_000);

describe('the registration form’s promo code (issue 25 §3)', () => {
  it('is not offered when the event sells nothing paid', async () => {
    stub(freeOnly);
    renderRoute(`/registration/${freeOnly._id}`);
    await screen.findByRole('form', { name: 'Event registration' });
    expect(screen.queryByLabelText('Promo code')).not.toBeInTheDocument();
  });

  it('sends the code and shows the server’s refusal beside it', async () => {
    const { requests } = stub(gala, {
      [`POST /api/registration/${gala._id}`]: () =>
        json(
          {
            error: 'validation',
            message: 'This promo code has been used up',
            fields: { promoCode: 'This promo code has been used up' },
          },
          { status: 400 },
        ),
    });
    const { user } = renderRoute(`/registration/${gala._id}`);
    await screen.findByRole('form', { name: 'Event registration' });
    // The event sells tickets: one is chosen before the form may be sent (the ticket picker).
    await user.click(screen.getByRole('radio', { name: /Dinner/ }));
    await fillAttendee(user);
    const code = screen.getByLabelText('Promo code');
    await user.type(code, 'diwali20');
    await user.click(screen.getByRole('button', { name: 'Continue to payment' }));

    expect(await screen.findByText('This promo code has been used up')).toBeVisible();
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveFocus();
    const sent = requests.find((request) => request.method === 'POST');
    expect(await sent!.json()).toMatchObject({ promoCode: 'diwali20', ticketTypeId: 't-dinner' });
  }, 120_000);
});
