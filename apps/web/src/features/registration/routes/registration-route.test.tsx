import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { makeEvent } from '../../../testing/event-fixtures';
import { communitySite, memberProfile, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import { carriesValidProof, registrationChallenge } from '../../../testing/registration-challenge';

const event = makeEvent();
const eventPath = `/api/events/${event._id}`;
const registerKey = `POST /api/registration/${event._id}`;

function stub(routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/registration/challenge': registrationChallenge,
    [`GET ${eventPath}`]: () => json(event),
    ...routes,
  });
}

const confirmed = {
  message: 'You are registered for Summer Cricket Cup.',
  status: 'confirmed',
  registrationId: 'r-1',
  waitlistPosition: null,
  email: 'asha@example.org',
  guestName: null,
};

async function openForm() {
  const view = renderRoute(`/registration/${event._id}`);
  await screen.findByRole('form', { name: 'Event registration' });
  return view;
}

function group(name: string) {
  return screen.getByRole('group', { name });
}

async function fillAttendee(user: ReturnType<typeof renderRoute>['user']) {
  const you = group('Your details');
  await user.selectOptions(within(you).getByLabelText(/^Title/), 'Ms.');
  await user.type(within(you).getByLabelText(/^First name/), 'Asha');
  await user.type(within(you).getByLabelText(/^Last name/), 'Rao');
  await user.type(within(you).getByLabelText(/^Email/), 'Asha@Example.org');
  await user.type(within(you).getByLabelText(/^Phone/), '9000000002');
}

async function answer(
  user: ReturnType<typeof renderRoute>['user'],
  question: string,
  value: string,
) {
  const radios = screen.getByRole('radiogroup', { name: question });
  await user.click(within(radios).getByRole('radio', { name: value }));
}

async function sentBody(requests: Request[]) {
  const request = requests.find((r) => r.method === 'POST' && r.url.includes('/api/registration/'));
  return (await request?.json()) as Record<string, unknown>;
}

// The route's code loads lazily; compile it once up front so the first test's waits (1 s by
// default) measure the screen, not the first transform of its modules.
beforeAll(async () => {
  await import('./registration-route');
});

describe('event registration: the form', () => {
  it('shows the event and the spec validation texts', async () => {
    const { requests } = stub();
    const { user } = await openForm();

    expect(screen.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    expect(screen.getByText(event.location, { exact: false })).toBeVisible();
    expect(document.title).toBe(`Register for ${event.title} · ${communitySite.name}`);
    expect(screen.getByRole('link', { name: `Back to ${event.title}` })).toHaveAttribute(
      'href',
      `/event-details/${event._id}`,
    );
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    const you = group('Your details');
    expect(within(you).getByLabelText(/^Phone/)).toHaveAccessibleDescription('e.g. 081234 56789');
    expect(
      within(screen.getByRole('radiogroup', { name: 'Bringing a guest?' })).getByRole('radio', {
        name: 'No',
      }),
    ).toBeChecked();
    expect(
      within(
        screen.getByRole('radiogroup', { name: 'Send me updates about this event' }),
      ).getByRole('radio', { name: 'Yes' }),
    ).toBeChecked();

    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await within(you).findByText('Title is required')).toBeVisible();
    expect(within(you).getByText('First name is required')).toBeVisible();
    expect(within(you).getByText('Last name is required')).toBeVisible();
    expect(within(you).getByText('Email is required')).toBeVisible();
    expect(within(you).getByText('Phone is required')).toBeVisible();

    await user.type(within(you).getByLabelText(/^First name/), 'Asha1');
    await user.type(within(you).getByLabelText(/^Email/), 'asha@nowhere');
    await user.type(within(you).getByLabelText(/^Phone/), '12345');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await within(you).findByText('Only letters are allowed')).toBeVisible();
    expect(within(you).getByText('Please enter a valid email address')).toBeVisible();
    // The message once, in red, and the example still beside it.
    expect(within(you).getAllByText('Please enter a valid phone number')).toHaveLength(1);
    expect(within(you).getByLabelText(/^Phone/)).toHaveAccessibleDescription(
      'Please enter a valid phone number e.g. 081234 56789',
    );
    expect(within(you).getByLabelText(/^Phone/)).toHaveAttribute('aria-invalid', 'true');
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it('asks for the guest only when one is coming, and then checks the guest too', async () => {
    stub();
    const { user } = await openForm();
    expect(screen.queryByRole('group', { name: 'Guest' })).not.toBeInTheDocument();

    await answer(user, 'Bringing a guest?', 'Yes');
    const guest = group('Guest');
    await fillAttendee(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await within(guest).findByText('Title is required')).toBeVisible();
    expect(within(guest).getByText('First name is required')).toBeVisible();
    // A guest needs a name, not an email and a phone (issue 36 §10).
    expect(within(guest).queryByText('Phone is required')).toBeNull();
    expect(within(guest).queryByText('Email is required')).toBeNull();

    await answer(user, 'Bringing a guest?', 'No');
    expect(screen.queryByRole('group', { name: 'Guest' })).not.toBeInTheDocument();
  });

  it('sends the guest when one is coming', async () => {
    const { requests } = stub({ [registerKey]: () => json(confirmed, { status: 201 }) });
    const { user } = await openForm();
    await fillAttendee(user);
    await answer(user, 'Bringing a guest?', 'Yes');
    const guest = group('Guest');
    await user.selectOptions(within(guest).getByLabelText(/^Title/), 'Mr.');
    await user.type(within(guest).getByLabelText(/^First name/), 'Ravi');
    await user.type(within(guest).getByLabelText(/^Last name/), 'Rao');
    await user.type(within(guest).getByLabelText(/^Email/), 'ravi@example.org');
    // The guest's number is from another country: the guest's picker follows it.
    await user.type(within(guest).getByLabelText(/^Phone/), '+44 7400 123456');
    expect(within(guest).getByRole('combobox', { name: 'Country code' })).toHaveValue('🇬🇧 +44');
    expect(
      within(group('Your details')).getByRole('combobox', { name: 'Country code' }),
    ).toHaveValue('🇮🇳 +91');
    await answer(user, 'Send me updates about this event', 'No');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await screen.findByRole('heading', { name: 'You are registered' });
    expect(await sentBody(requests)).toEqual({
      title: 'Ms.',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.org',
      phone: '+919000000002',
      country: 'IN',
      hasGuest: 'yes',
      eventUpdates: 'no',
      guestTitle: 'Mr.',
      guestFirstName: 'Ravi',
      guestLastName: 'Rao',
      guestEmail: 'ravi@example.org',
      guestPhone: '+447400123456',
    });
    // The form solved the server's challenge while it was filled in, and sent the proof.
    const sent = requests.find((r) => r.method === 'POST' && r.url.includes('/api/registration/'));
    expect(await carriesValidProof(sent!)).toBe(true);
  });

  it('drops guest details typed before answering no (DESIGN §5.8)', async () => {
    const { requests } = stub({ [registerKey]: () => json(confirmed, { status: 201 }) });
    const { user } = await openForm();
    await fillAttendee(user);
    await answer(user, 'Bringing a guest?', 'Yes');
    await user.type(within(group('Guest')).getByLabelText(/^First name/), 'Ravi');
    await answer(user, 'Bringing a guest?', 'No');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await screen.findByRole('heading', { name: 'You are registered' });
    expect(await sentBody(requests)).toEqual({
      title: 'Ms.',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.org',
      phone: '+919000000002',
      country: 'IN',
      hasGuest: 'no',
      eventUpdates: 'yes',
    });
  });

  it('fills in a signed-in member from their profile', async () => {
    storeSession(memberUser);
    stub({
      'GET /api/auth/user': () => json(memberUser),
      'GET /api/profile/profile': () => json(memberProfile),
      [`GET ${eventPath}/my-registrations`]: () => json({ registrations: [] }),
    });
    await openForm();

    const you = group('Your details');
    expect(within(you).getByLabelText(/^First name/)).toHaveValue('Asha');
    expect(within(you).getByLabelText(/^Last name/)).toHaveValue('Rao');
    expect(within(you).getByLabelText(/^Email/)).toHaveValue(memberProfile.email);
    // Stored in E.164: shown as its own country writes it, with the picker on that country.
    expect(within(you).getByLabelText(/^Phone/)).toHaveValue('090000 00002');
    expect(within(you).getByRole('combobox', { name: 'Country code' })).toHaveValue('🇮🇳 +91');
  });

  it('starts blank for a visitor without asking for a profile', async () => {
    const { requests } = stub();
    await openForm();
    expect(within(group('Your details')).getByLabelText(/^First name/)).toHaveValue('');
    expect(requests.some((request) => request.url.includes('/api/profile'))).toBe(false);
  });
});

describe('event registration: the outcome', () => {
  it('says once that they are registered, and stays on the page', async () => {
    stub({ [registerKey]: () => json(confirmed, { status: 201 }) });
    const { user, router } = await openForm();
    await fillAttendee(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const heading = await screen.findByRole('heading', { name: 'You are registered' });
    expect(heading).toHaveFocus();
    expect(screen.getByText('Your ticket is on its way to asha@example.org.')).toBeVisible();
    // The server's sentence repeats the heading: API clients read it, the page does not.
    expect(screen.queryByText(confirmed.message)).not.toBeInTheDocument();
    expect(screen.queryByText(/guest/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to event' })).toHaveAttribute(
      'href',
      `/event-details/${event._id}`,
    );
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
    expect(router.state.location.pathname).toBe(`/registration/${event._id}`);
  });

  it('tells a waitlisted person their place once, and that their guest waits with them', async () => {
    const message = 'This event is full, so you are on the waiting list (number 3).';
    stub({
      [registerKey]: () =>
        json(
          {
            ...confirmed,
            message,
            status: 'waitlisted',
            registrationId: 'r-2',
            waitlistPosition: 3,
            guestName: 'Mr. Ravi Rao',
          },
          { status: 201 },
        ),
    });
    const { user } = await openForm();
    await fillAttendee(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByRole('heading', { name: 'You are on the waiting list' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'You are number 3 in line. We will email asha@example.org if a place opens up.',
      ),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Your guest, Mr. Ravi Rao, waits with you: you will get your places together.',
      ),
    ).toBeVisible();
    expect(screen.getAllByText(/waiting list/)).toHaveLength(1);
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it.each([
    [
      'a duplicate (409)',
      () =>
        json(
          { error: 'duplicate', message: 'This email is already registered for this event.' },
          { status: 409 },
        ),
      'This email is already registered for this event.',
    ],
    [
      'a closed event (422)',
      () =>
        json(
          { error: 'closed', message: 'Registration is closed for this event.' },
          { status: 422 },
        ),
      'Registration is closed for this event.',
    ],
    [
      'an unreachable server',
      () => {
        throw new TypeError('Failed to fetch');
      },
      'Submission failed.',
    ],
    ['a network error', () => Response.error(), 'Submission failed.'],
  ])('explains %s', async (_case, reply, text) => {
    stub({ [registerKey]: reply });
    const { user } = await openForm();
    await fillAttendee(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(within(await screen.findByRole('alert')).getByText(text)).toBeVisible();
    expect(screen.getByRole('form', { name: 'Event registration' })).toBeVisible();
  });

  it("puts the server's field messages under the fields", async () => {
    const message = 'Use a phone number we can reach.';
    stub({
      [registerKey]: () =>
        json(
          { error: 'validation', message: 'Check the form.', fields: { phone: message } },
          { status: 400 },
        ),
    });
    const { user } = await openForm();
    await fillAttendee(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    const phone = within(group('Your details')).getByLabelText(/^Phone/);
    expect(await screen.findByText(message)).toBeVisible();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('event registration: the event', () => {
  it('says when registration is closed instead of showing the form', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      [`GET ${eventPath}`]: () => json({ ...event, registrationOpen: false }),
    });
    renderRoute(`/registration/${event._id}`);

    expect(await screen.findByText('Registration is closed for this event.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: event.title })).toBeVisible();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('shows a not-found state for an unknown event', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/events/nope': () =>
        json({ error: 'not_found', message: 'Event not found.' }, { status: 404 }),
    });
    renderRoute('/registration/nope');

    expect(await screen.findByRole('heading', { level: 1, name: 'Event not found' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Browse events' })).toHaveAttribute('href', '/events');
  });
});
