import type { JoinRequest } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminUser, alumniSite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { heldRequest, json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

const priya: JoinRequest = {
  _id: 'u-priya',
  name: 'प्रिया देशमुख',
  email: 'priya.deshmukh@example.in',
  mobile: '+919812345678',
  batch: 2012,
  course: 'B.Com',
  match: 'email',
  rosterBatch: null,
  requestedAt: new Date(2026, 10, 20, 10, 0).toISOString(),
};
const hetal: JoinRequest = {
  _id: 'u-hetal',
  name: 'હેતલ શાહ',
  email: 'hetal.shah@example.co.uk',
  mobile: '+447700900123',
  batch: 2015,
  course: null,
  match: 'mobile',
  rosterBatch: 2014,
  requestedAt: new Date(2026, 10, 21, 10, 0).toISOString(),
};
const noor: JoinRequest = {
  _id: 'u-noor',
  name: 'نور الهدى',
  email: 'noor@example.ae',
  mobile: '+971501234567',
  batch: null,
  course: null,
  match: 'none',
  rosterBatch: null,
  requestedAt: new Date(2026, 10, 22, 10, 0).toISOString(),
};
const jose: JoinRequest = {
  _id: 'u-josé',
  name: 'José Ñúñez',
  email: 'jose@example.es',
  mobile: '+34612345678',
  batch: 2010,
  course: 'MBA',
  match: 'none',
  rosterBatch: null,
  requestedAt: new Date(2026, 10, 23, 10, 0).toISOString(),
};

function stub(routes: FetchRoutes, user = adminUser) {
  return stubSignedIn(user, routes, alumniSite);
}

const card = (name: string) =>
  screen.getAllByRole('listitem').find((item) => within(item).queryByText(name) !== null)!;
const posts = (requests: Request[]) => requests.filter((request) => request.method === 'POST');

beforeAll(async () => {
  await import('./join-requests-route');
});

describe('join requests', () => {
  it('shows a loader, then each sign-up with its batch, roster match and contact', async () => {
    const held = heldRequest();
    stub({ 'GET /api/admin/join-requests': held.route });
    renderRoute('/admin/join-requests');

    expect(await screen.findByRole('heading', { level: 1, name: 'Join requests' })).toBeVisible();
    expect(await screen.findByText('Loading join requests')).toBeInTheDocument();
    await held.answer(json([priya, hetal, noor]));

    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(screen.queryByText('Loading join requests')).not.toBeInTheDocument();

    const first = within(card('प्रिया देशमुख'));
    expect(first.getByText('Batch 2012')).toBeVisible();
    expect(first.getByText('On the roster (email)')).toBeVisible();
    expect(first.queryByText(/Roster says/)).not.toBeInTheDocument();
    expect(card('प्रिया देशमुख')).toHaveTextContent('priya.deshmukh@example.in');
    expect(card('प्रिया देशमुख')).toHaveTextContent('B.Com');

    // The roster knows Hetal under another batch: the screen says so.
    const second = within(card('હેતલ શાહ'));
    expect(second.getByText('Batch 2015')).toBeVisible();
    expect(second.getByText('On the roster (mobile)')).toBeVisible();
    expect(second.getByText('Roster says 2014')).toBeVisible();
    expect(card('હેતલ શાહ')).toHaveTextContent('+44 7700 900123');

    const third = within(card('نور الهدى'));
    expect(third.getByText('No batch given')).toBeVisible();
    expect(third.getByText('Not on the roster')).toBeVisible();
    expect(card('نور الهدى')).toHaveTextContent('+971 50 123 4567');
    expect(screen.getByRole('button', { name: 'Approve نور الهدى' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Reject نور الهدى' })).toBeEnabled();
  });

  it('says when nobody is waiting', async () => {
    stub({ 'GET /api/admin/join-requests': () => json([]) });
    renderRoute('/admin/join-requests');

    expect(await screen.findByText('Nobody is waiting')).toBeVisible();
    expect(screen.getByText('New sign-ups that need approval appear here.')).toBeVisible();
    expect(screen.queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
  });

  it('explains a failed load and tries again', async () => {
    let calls = 0;
    stub({
      'GET /api/admin/join-requests': () => {
        calls += 1;
        return calls === 1
          ? json({ error: 'unavailable', message: 'The database is restarting.' }, { status: 503 })
          : json([jose]);
      },
    });
    const { user } = renderRoute('/admin/join-requests');

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the join requests');
    expect(alert).toHaveTextContent('The database is restarting.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));

    expect(await screen.findByText('José Ñúñez')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('approves a sign-up, and the list drops them', async () => {
    let waiting = [priya, hetal];
    const { requests } = stub({
      'GET /api/admin/join-requests': () => json(waiting),
      'POST /api/admin/join-requests/u-priya/approve': () => {
        waiting = [hetal];
        return json({ message: 'Approved' });
      },
    });
    const { user } = renderRoute('/admin/join-requests');

    await user.click(await screen.findByRole('button', { name: 'Approve प्रिया देशमुख' }));

    expect(await screen.findByText('प्रिया देशमुख is now a member.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.getByText('હેતલ શાહ')).toBeVisible();
    const [approve] = posts(requests);
    expect(posts(requests)).toHaveLength(1);
    expect(new URL(approve!.url).pathname).toBe('/api/admin/join-requests/u-priya/approve');
  });

  it('rejects with the note typed, and the list drops them', async () => {
    let waiting = [hetal, noor];
    const { requests } = stub({
      'GET /api/admin/join-requests': () => json(waiting),
      'POST /api/admin/join-requests/u-noor/reject': () => {
        waiting = [hetal];
        return json({ message: 'Rejected' });
      },
    });
    const { user } = renderRoute('/admin/join-requests');

    await user.click(await screen.findByRole('button', { name: 'Reject نور الهدى' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject نور الهدى?' });
    await user.type(
      within(dialog).getByLabelText(/^Reason/),
      '  Please sign up with the email the school has.  ',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('نور الهدى was not approved.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(screen.queryByText('نور الهدى')).not.toBeInTheDocument();
    const [reject] = posts(requests);
    expect(posts(requests)).toHaveLength(1);
    expect(new URL(reject!.url).pathname).toBe('/api/admin/join-requests/u-noor/reject');
    expect(await reject!.json()).toEqual({
      reason: 'Please sign up with the email the school has.',
    });
  });

  it('rejects without a note as an empty body, and cancelling sends nothing', async () => {
    const { requests } = stub({
      'GET /api/admin/join-requests': () => json([jose]),
      'POST /api/admin/join-requests/u-jos%C3%A9/reject': () => json({ message: 'Rejected' }),
    });
    const { user } = renderRoute('/admin/join-requests');

    await user.click(await screen.findByRole('button', { name: 'Reject José Ñúñez' }));
    let dialog = await screen.findByRole('dialog', { name: 'Reject José Ñúñez?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posts(requests)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Reject José Ñúñez' }));
    dialog = await screen.findByRole('dialog', { name: 'Reject José Ñúñez?' });
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('José Ñúñez was not approved.')).toBeInTheDocument();
    const [reject] = posts(requests);
    expect(new URL(reject!.url).pathname).toBe('/api/admin/join-requests/u-jos%C3%A9/reject');
    expect(await reject!.json()).toEqual({});
  });

  it('shows the server’s reason when an approval fails, and keeps the person listed', async () => {
    stub({
      'GET /api/admin/join-requests': () => json([hetal]),
      'POST /api/admin/join-requests/u-hetal/approve': () =>
        json(
          { error: 'conflict', message: 'Another admin has already decided on this request.' },
          { status: 409 },
        ),
    });
    const { user } = renderRoute('/admin/join-requests');

    await user.click(await screen.findByRole('button', { name: 'Approve હેતલ શાહ' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Another admin has already decided on this request.',
    );
    expect(screen.getByText('હેતલ શાહ')).toBeVisible();
    expect(screen.queryByText('હેતલ શાહ is now a member.')).not.toBeInTheDocument();
  });

  it('keeps the rejection open with the server’s reason when it fails', async () => {
    stub({
      'GET /api/admin/join-requests': () => json([priya]),
      'POST /api/admin/join-requests/u-priya/reject': () =>
        json(
          { error: 'forbidden', message: 'You represent batch 2015, not 2012.' },
          { status: 403 },
        ),
    });
    const { user } = renderRoute('/admin/join-requests');

    await user.click(await screen.findByRole('button', { name: 'Reject प्रिया देशमुख' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject प्रिया देशमुख?' });
    await user.type(within(dialog).getByLabelText(/^Reason/), 'Not from our school');
    await user.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You represent batch 2015, not 2012.',
    );
    expect(within(dialog).getByLabelText(/^Reason/)).toHaveValue('Not from our school');
    expect(screen.queryByText('प्रिया देशमुख was not approved.')).not.toBeInTheDocument();
  });

  it('tells a plain member the list is not theirs (the server’s 403)', async () => {
    const { requests } = stub(
      {
        'GET /api/admin/join-requests': () =>
          json({ error: 'forbidden', message: 'Forbidden' }, { status: 403 }),
      },
      memberUser,
    );
    renderRoute('/admin/join-requests');

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Only site admins and batch representatives see join requests.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(posts(requests)).toHaveLength(0);
  });

  it('sends a visitor to sign in', async () => {
    const { requests } = stubFetch({ 'GET /api/site': () => json(alumniSite) });
    const { router } = renderRoute('/admin/join-requests');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.search).toBe('?next=%2Fadmin%2Fjoin-requests');
    expect(requests.some((request) => request.url.includes('/api/admin/'))).toBe(false);
  });
});
