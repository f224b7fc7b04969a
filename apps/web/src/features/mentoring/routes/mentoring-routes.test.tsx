import type { MentorCard, MentoringRequest, MentorSettings } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { alumniSite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { json, type FetchRoutes } from '../../../testing/stub-fetch';

const rahul: MentorCard = {
  _id: '0b6f1c2e-5d0a-4c8e-9a57-3f1e2d4c6b80',
  name: 'राहुल शर्मा',
  imageUrl: null,
  batch: 2009,
  jobTitle: 'Data scientist',
  industry: 'it',
  topics: ['Data science', 'Careers in finance'],
  about: 'Twenty years in analytics.',
  activeMentees: 1,
  capacity: 3,
  paused: false,
  available: true,
  mentoredCount: 4,
};
const jayesh: MentorCard = {
  ...rahul,
  _id: 'u-jayesh',
  name: 'જયેશ પટેલ',
  topics: ['Design'],
  paused: true,
  available: false,
  mentoredCount: 0,
};

const person = (id: string, name: string) => ({ _id: id, name, imageUrl: null, batch: 2012 });
const request = (overrides: Partial<MentoringRequest>): MentoringRequest => ({
  _id: 'r-1',
  status: 'requested',
  role: 'mentor',
  topic: 'Data science',
  message: 'I would like advice on my first job.',
  mentor: person('u-member', 'Asha Rao'),
  mentee: person('u-layla', 'ليلى حداد'),
  createdAt: '2027-03-01T09:00:00.000Z',
  expiresAt: '2027-03-15T09:00:00.000Z',
  answeredAt: null,
  endedAt: null,
  reason: null,
  feedbackGiven: false,
  ...overrides,
});

function stub(routes: FetchRoutes, user = memberUser) {
  return stubSignedIn(user, routes, alumniSite);
}

beforeAll(async () => {
  await import('./index');
});

describe('find a mentor', () => {
  it('lists mentor cards with topics and room, searches by topic, and sends a request', async () => {
    const { requests } = stub({
      'GET /api/mentors': () => json({ items: [rahul, jayesh], nextCursor: null }),
      'POST /api/mentoring/requests': () =>
        json(
          { _id: 'r-9', status: 'requested', expiresAt: '2027-03-15T09:00:00.000Z' },
          { status: 201 },
        ),
    });
    const { user } = renderRoute('/mentors?topic=data');
    const list = await screen.findByRole('list', { name: 'Mentors' });
    const cards = within(list)
      .getAllByRole('listitem', { name: '' })
      .filter((item) => item.matches('li.mantine-Card-root'));
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByText('1 of 3 mentees · Has mentored 4 people')).toBeVisible();
    expect(within(cards[0]!).getByText('Data scientist · Information technology')).toBeVisible();
    expect(within(cards[1]!).getByText('Paused')).toBeVisible();
    expect(
      within(cards[1]!).getByRole('button', { name: 'Ask જયેશ પટેલ for mentoring' }),
    ).toBeDisabled();
    expect(new URL(requests.at(-1)!.url).searchParams.get('topic')).toBe('data');

    await user.click(
      within(cards[0]!).getByRole('button', { name: 'Ask राहुल शर्मा for mentoring' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Ask राहुल शर्मा for mentoring' });
    expect(within(dialog).getAllByDisplayValue('Data science')[0]).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await within(dialog).findByText('Write a few words about what you would like help with'),
    ).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Your message/ }), 'Hello!');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(
      await screen.findByText(
        'Request sent. राहुल शर्मा has been emailed and has 14 days to answer.',
      ),
    ).toBeVisible();
    const sent = requests.find((r) => r.method === 'POST');
    expect(await sent?.json()).toEqual({
      mentorId: rahul._id,
      topic: 'Data science',
      message: 'Hello!',
    });
  });

  it('says when nobody matches, and when loading failed', async () => {
    stub({ 'GET /api/mentors': () => json({ items: [], nextCursor: null }) });
    renderRoute('/mentors?topic=astronomy');
    expect(await screen.findByText('No mentor matches')).toBeVisible();
  });

  it('shows the load error with a way to retry', async () => {
    stub({
      'GET /api/mentors': () => json({ error: 'boom', message: 'Database away' }, { status: 503 }),
    });
    renderRoute('/mentors');
    expect(await screen.findByText('Could not load mentors')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});

describe('my mentoring', () => {
  it('shows the inbox with accept and decline, the pairs and the sent requests', async () => {
    const accepted = request({
      _id: 'r-2',
      status: 'accepted',
      role: 'mentee',
      mentor: { ...person('u-rahul', 'राहुल शर्मा'), email: 'rahul@example.org' },
      mentee: person('u-member', 'Asha Rao'),
    });
    const { requests } = stub({
      'GET /api/mentoring/requests': () =>
        json({ items: [request({}), accepted], nextCursor: null }),
      'POST /api/mentoring/requests/r-1/accept': () => json(request({ status: 'accepted' })),
    });
    const { user } = renderRoute('/mentoring');
    const inbox = await screen.findByRole('list', { name: 'Requests to you' });
    expect(within(inbox).getByText('From ليلى حداد')).toBeVisible();
    const pairs = screen.getByRole('list', { name: 'Active mentoring' });
    expect(within(pairs).getByText('राहुल शर्मा mentors you')).toBeVisible();
    expect(within(pairs).getByRole('link', { name: 'rahul@example.org' })).toBeVisible();
    expect(screen.getByText('You have not asked anyone yet.')).toBeVisible();
    await user.click(within(inbox).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('Accepted. They have been emailed.')).toBeVisible();
    expect(requests.some((r) => r.url.endsWith('/r-1/accept'))).toBe(true);
  });

  it('asks for a reason before ending a mentoring', async () => {
    const accepted = request({ status: 'accepted' });
    const { requests } = stub({
      'GET /api/mentoring/requests': () => json({ items: [accepted], nextCursor: null }),
      'POST /api/mentoring/requests/r-1/cancel': () =>
        json(request({ status: 'cancelled', reason: 'Moving abroad' })),
    });
    const { user } = renderRoute('/mentoring');
    await user.click(await screen.findByRole('button', { name: 'End mentoring' }));
    const dialog = await screen.findByRole('dialog', { name: 'End this mentoring?' });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(requests.some((r) => r.url.endsWith('/cancel'))).toBe(false);
    await user.type(within(dialog).getByRole('textbox'), 'Moving abroad');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Mentoring ended.')).toBeVisible();
    const sent = requests.find((r) => r.url.endsWith('/cancel'));
    expect(await sent?.json()).toEqual({ reason: 'Moving abroad' });
  });
});

describe('mentoring settings', () => {
  it('loads the offer and saves it, saying how many waiting requests pausing answered', async () => {
    const saved: MentorSettings = {
      offering: true,
      topics: ['Data science'],
      about: 'Analytics',
      capacity: 3,
      paused: false,
      activeMentees: 1,
      mentoredCount: 2,
      answeredPaused: 0,
    };
    const { requests } = stub({
      'GET /api/mentoring/me': () => json(saved),
      'PUT /api/mentoring/me': () => json({ ...saved, paused: true, answeredPaused: 2 }),
    });
    const { user } = renderRoute('/profile/mentoring');
    const paused = await screen.findByRole('switch', { name: /Pause for now/ });
    expect(screen.getByRole('switch', { name: /I offer mentoring/ })).toBeChecked();
    await user.click(paused);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved. 2 waiting requests were answered “paused”.'),
    ).toBeVisible();
    const put = requests.find((r) => r.method === 'PUT');
    expect(await put?.json()).toMatchObject({
      paused: true,
      capacity: 3,
      topics: ['Data science'],
    });
  });

  it('shows a member still waiting for approval why, not the form', async () => {
    stub(
      {
        'GET /api/mentoring/me': () =>
          json({ error: 'membership_pending', message: 'x' }, { status: 403 }),
      },
      { ...memberUser, membershipStatus: 'pending' },
    );
    renderRoute('/profile/mentoring');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
    expect(await screen.findByText(/waiting for approval/i)).toBeVisible();
  });
});
