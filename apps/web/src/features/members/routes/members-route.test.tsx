import type { MemberUpdate } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { stubSignedIn } from '../../../testing/sign-in';
import { heldRequest, json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import { makeMember } from '../testing/member-fixtures';

const meera = makeMember();
const private_ = makeMember({
  _id: 'm-2',
  name: 'Karan Shah',
  phone: null,
  mobileE164: null,
  email: null,
  role: 'admin',
  businessName: null,
  city: null,
});
const me = makeMember({ _id: adminUser._id, name: adminUser.name, role: 'admin' });

function stubDirectory(routes: FetchRoutes, user = memberUser) {
  return stubSignedIn(user, {
    'GET /api/members': () => json([meera, private_, me]),
    'GET /api/members/count': () => json({ total: 3 }),
    'GET /api/admin/unreadable-phones': () => json([]),
    'GET /api/admin/account-deletions': () => json({ pending: 0 }),
    ...routes,
  });
}

const memberCalls = (requests: Request[]) =>
  requests
    .filter((r) => r.method === 'GET' && new URL(r.url).pathname === '/api/members')
    .map((r) => new URL(r.url).searchParams);

describe('members directory', () => {
  it('lists for a site admin the old numbers that could not be read, and nothing when none', async () => {
    stubDirectory(
      {
        'GET /api/admin/unreadable-phones': () =>
          json([
            {
              kind: 'member',
              recordId: 'm-9',
              name: 'Old Typo',
              value: '1234567890',
              eventId: null,
              eventTitle: null,
              flaggedAt: '2026-11-25T09:00:00.000Z',
            },
          ]),
      },
      adminUser,
    );
    renderRoute('/members');
    const notice = await screen.findByRole('alert');
    expect(notice).toHaveTextContent('1 phone number to check');
    expect(within(notice).getByRole('link', { name: 'Old Typo' })).toHaveAttribute(
      'href',
      '/members/m-9',
    );
    expect(notice).toHaveTextContent('1234567890');
  });

  it('tells a site admin how many deleted accounts can still be restored', async () => {
    stubDirectory({ 'GET /api/admin/account-deletions': () => json({ pending: 2 }) }, adminUser);
    renderRoute('/members');
    expect(
      await screen.findByText(
        '2 deleted accounts can still be restored by their members (erased after 7 days)',
      ),
    ).toBeVisible();
  });

  it('sends a visitor to sign in', async () => {
    stubFetch({ 'GET /api/site': () => json(communitySite) });
    const { router } = renderRoute('/members');

    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    expect(router.state.location.search).toBe('?next=%2Fmembers');
  });

  it('says it is loading, then shows each member as a card', async () => {
    const members = heldRequest();
    const { requests } = stubDirectory({ 'GET /api/members': members.route });
    renderRoute('/members');

    expect(await screen.findByText('Loading members...')).toBeVisible();
    await members.answer(json([meera, private_]));

    const card = await screen.findByRole('article', { name: 'Meera Iyer' });
    expect(within(card).getByText('Member')).toBeVisible();
    // The card formats the E.164 number for the reader, not the spec's bare digits.
    expect(card).toHaveTextContent('Phone: 090000 00010');
    expect(card).toHaveTextContent('Iyer Books · Pune');
    expect(within(card).getByRole('link', { name: 'View Meera Iyer' })).toHaveAttribute(
      'href',
      '/members/m-1',
    );
    const hidden = screen.getByRole('article', { name: 'Karan Shah' });
    expect(hidden).not.toHaveTextContent('Phone'); // not shared: nothing, not "N/A"
    expect(within(hidden).getByText('Admin')).toBeVisible();
    expect(screen.getByText('3 members')).toBeVisible();
    expect(document.title).toBe(`Members · ${communitySite.name}`);

    const [query] = memberCalls(requests);
    expect(query?.get('page')).toBe('1');
    expect(query?.get('limit')).toBe('12');
  });

  it('shows Edit, Delete and Add member to site admins only', async () => {
    stubDirectory({});
    renderRoute('/members');

    const card = await screen.findByRole('article', { name: 'Meera Iyer' });
    expect(within(card).queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add member' })).not.toBeInTheDocument();
  });

  it('gives site admins Edit and Delete, but no Delete on their own card', async () => {
    stubDirectory({}, adminUser);
    renderRoute('/members');

    const card = await screen.findByRole('article', { name: 'Meera Iyer' });
    expect(within(card).getByRole('button', { name: 'Edit Meera Iyer' })).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Delete Meera Iyer' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Add member' })).toHaveAttribute('href', '/addmembers');
    const own = screen.getByRole('article', { name: adminUser.name });
    await waitFor(() =>
      expect(within(own).queryByRole('button', { name: /^Delete/ })).not.toBeInTheDocument(),
    );
    expect(within(own).getByRole('button', { name: `Edit ${adminUser.name}` })).toBeVisible();
  });

  it("says 'No members found.' when nothing matches", async () => {
    stubDirectory({
      'GET /api/members': () => json([]),
      'GET /api/members/count': () => json({ total: 0 }),
    });
    renderRoute('/members');
    expect(await screen.findByText('No members found.')).toBeVisible();
  });

  it('searches by name, business or city after a pause, from the first page', async () => {
    const { requests } = stubDirectory({ 'GET /api/members/count': () => json({ total: 30 }) });
    const { user, router } = renderRoute('/members?page=2');

    await screen.findByRole('article', { name: 'Meera Iyer' });
    expect(memberCalls(requests)[0]?.get('page')).toBe('2');
    await user.type(screen.getByRole('searchbox', { name: 'Search members' }), 'pune');

    await waitFor(() => expect(memberCalls(requests).at(-1)?.get('q')).toBe('pune'));
    expect(memberCalls(requests).at(-1)?.get('page')).toBe('1');
    // One search for the whole word, not one per keystroke.
    expect(memberCalls(requests).filter((query) => query.has('q'))).toHaveLength(1);
    expect(router.state.location.search).toBe('?q=pune');
    const count = requests.filter((r) => r.url.includes('/api/members/count')).at(-1);
    expect(new URL(count!.url).searchParams.get('q')).toBe('pune');
  });

  it('pages through the directory with the pager', async () => {
    const { requests } = stubDirectory({ 'GET /api/members/count': () => json({ total: 30 }) });
    const { user } = renderRoute('/members');

    await screen.findByRole('article', { name: 'Meera Iyer' });
    const pager = await screen.findByRole('navigation', { name: 'Member pages' });
    expect(within(pager).getByRole('button', { name: 'Page 3' })).toBeVisible();
    await user.click(within(pager).getByRole('button', { name: 'Page 2' }));

    await waitFor(() => expect(memberCalls(requests).at(-1)?.get('page')).toBe('2'));
    await user.click(within(pager).getByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(memberCalls(requests).at(-1)?.get('page')).toBe('3'));
  });

  it('asks before deleting, then deletes and reloads', async () => {
    const { requests } = stubDirectory(
      { 'DELETE /api/members/m-1': () => json({ message: 'Member deleted.' }) },
      adminUser,
    );
    const { user } = renderRoute('/members');

    await user.click(await screen.findByRole('button', { name: 'Delete Meera Iyer' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete this member?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Meera Iyer' }));
    dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    expect(await screen.findByText('Member deleted.')).toBeInTheDocument();
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(1);
    await waitFor(() => expect(memberCalls(requests)).toHaveLength(2));
  });

  it("says 'Delete failed' with the server's reason", async () => {
    stubDirectory(
      {
        'DELETE /api/members/m-2': () =>
          json(
            {
              error: 'conflict',
              message:
                'The portal needs at least one site admin: make someone else an admin first.',
            },
            { status: 409 },
          ),
      },
      adminUser,
    );
    const { user } = renderRoute('/members');
    await user.click(await screen.findByRole('button', { name: 'Delete Karan Shah' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );

    expect(await screen.findByText('Delete failed')).toBeInTheDocument();
    expect(screen.getByText(/needs at least one site admin/)).toBeInTheDocument();
  });

  it('edits name, phone (any country) and role in a modal', async () => {
    let attempts = 0;
    const { requests } = stubDirectory(
      {
        'PUT /api/members/m-1': async (request) => {
          if (++attempts === 1)
            return json(
              {
                error: 'conflict',
                message: 'An account with this mobile number already exists.',
                fields: { phone: 'An account with this mobile number already exists.' },
              },
              { status: 409 },
            );
          const body = (await request.clone().json()) as MemberUpdate;
          return json({ message: 'Member updated.', member: { ...meera, ...body } });
        },
      },
      adminUser,
    );
    const { user } = renderRoute('/members');

    await user.click(await screen.findByRole('button', { name: 'Edit Meera Iyer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Meera Iyer' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Meera Iyer');
    const phone = within(dialog).getByLabelText(/^Phone/);
    const country = within(dialog).getByRole('combobox', { name: 'Country code' });
    await user.clear(phone);
    await user.type(phone, '+44 7400 123456');
    expect(country).toHaveValue('🇬🇧 +44');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /^Role/ }), 'admin');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'An account with this mobile number already exists.',
    );
    await user.clear(phone);
    await user.type(phone, '+91 98765 43210');
    expect(country).toHaveValue('🇮🇳 +91');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Member updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const put = requests.filter((r) => r.method === 'PUT').at(-1);
    expect(await put?.json()).toEqual({
      name: 'Meera Iyer',
      phone: '+919876543210',
      phoneCountry: 'IN',
      role: 'admin',
    });
  });

  it('turns off a member’s two-step sign-in after asking, where it is on (issue 38)', async () => {
    const locked = { ...meera, twoFactorEnabled: true };
    let calls = 0;
    const { requests } = stubDirectory(
      {
        'GET /api/members': () => json([locked, private_, me]),
        'DELETE /api/members/m-1/2fa': () =>
          ++calls === 1
            ? json(
                { error: 'unavailable', message: 'The database is restarting.' },
                { status: 503 },
              )
            : json({
                message:
                  'Two-step sign-in is now off for this member. They sign in with their password alone and can set it up again.',
              }),
      },
      adminUser,
    );
    const { user } = renderRoute('/members');

    // Where it is off, there is nothing to turn off.
    await user.click(await screen.findByRole('button', { name: 'Edit Karan Shah' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit Karan Shah' });
    expect(within(dialog).queryByRole('region', { name: 'Two-step sign-in is on' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(await screen.findByRole('button', { name: 'Edit Meera Iyer' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Meera Iyer' });
    const section = within(dialog).getByRole('region', { name: 'Two-step sign-in is on' });
    await user.click(within(section).getByRole('button', { name: 'Turn off two-step sign-in' }));
    expect(within(section).getByRole('status')).toHaveTextContent('Turn it off for Meera Iyer?');
    // "Keep it on" asks nothing of the server.
    await user.click(within(section).getByRole('button', { name: 'Keep it on' }));
    expect(requests.some((r) => r.method === 'DELETE')).toBe(false);

    await user.click(within(section).getByRole('button', { name: 'Turn off two-step sign-in' }));
    await user.click(within(section).getByRole('button', { name: 'Turn it off' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(
      'The database is restarting.',
    );
    await user.click(within(section).getByRole('button', { name: 'Turn it off' }));
    expect(
      await screen.findByText(/^Two-step sign-in is now off for this member/),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(requests.filter((r) => r.method === 'DELETE')).toHaveLength(2);
  });

  it('checks the edit with the contract rules', async () => {
    const { requests } = stubDirectory({}, adminUser);
    const { user } = renderRoute('/members');

    await user.click(await screen.findByRole('button', { name: 'Edit Karan Shah' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Karan Shah' });
    // A hidden phone starts empty: the server needs the number again.
    expect(within(dialog).getByLabelText(/^Phone/)).toHaveValue('');
    await user.clear(within(dialog).getByLabelText(/^Name/));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    expect(within(dialog).getByText('Phone is required')).toBeVisible();
    expect(requests.some((r) => r.method === 'PUT')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
