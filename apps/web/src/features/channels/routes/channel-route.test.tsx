import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminUser, communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';
import {
  channelId,
  makeChannelDetail,
  makeInvite,
  memberViewer,
  ownerViewer,
  stubChannelPage,
  visitorViewer,
} from '../testing/channel-fixtures';

const page = `/channel/${channelId}`;
const owner = { ...memberUser, _id: 'u-owner', name: 'Olivia Owner' };

describe('channel page', () => {
  it('shows a loader until the channel arrives, then its name as the heading', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    stubChannelPage(makeChannelDetail(), {
      [`GET /api/channels/${channelId}`]: async () => {
        await gate;
        return json(makeChannelDetail());
      },
    });
    renderRoute(page);

    expect(await screen.findByText('Loading channel')).toBeInTheDocument();
    release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riverside Runners' }),
    ).toBeVisible();
    expect(document.title).toBe(`Riverside Runners · ${communitySite.name}`);
    expect(screen.queryByRole('heading', { name: 'My Community Channel' })).not.toBeInTheDocument();
  });

  it('says "Channel not found." for an unknown id', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/channels/nope00': () =>
        json({ error: 'not_found', message: 'Channel not found.' }, { status: 404 }),
    });
    renderRoute('/channel/nope00');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Channel not found.' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'All channels' })).toHaveAttribute('href', '/channels');
  });

  it('offers a failed load again', async () => {
    let calls = 0;
    stubChannelPage(makeChannelDetail(), {
      [`GET /api/channels/${channelId}`]: () =>
        ++calls === 1
          ? json({ error: 'down', message: 'Database unavailable.' }, { status: 503 })
          : json(makeChannelDetail()),
    });
    const { user } = renderRoute(page);

    expect(await screen.findByText('Database unavailable.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riverside Runners' }),
    ).toBeVisible();
  });

  it('shows a visitor the channel, its member count and wall, and a way to sign in, but not who is in it', async () => {
    const { requests } = stubChannelPage(makeChannelDetail(visitorViewer));
    renderRoute(page);

    await screen.findByRole('heading', { level: 1, name: 'Riverside Runners' });
    expect(screen.getByText(/Saturday morning runs along the river/)).toBeVisible();
    expect(screen.getByText('3 members')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Sign in to join' })).toHaveAttribute(
      'href',
      `/login?next=%2Fchannel%2F${channelId}`,
    );
    expect(await screen.findByText('No posts yet')).toBeVisible();
    // The member list is for members and site admins; the server refuses it to others.
    expect(screen.queryByRole('region', { name: 'Members' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/members'))).toBe(false);
    expect(screen.queryByRole('textbox', { name: 'New post' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Manage Page' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activity' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Pending Invites' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/invites'))).toBe(false);
    const wall = requests.find((request) => new URL(request.url).pathname === '/api/posts');
    expect(new URL(wall!.url).searchParams.get('channel')).toBe(channelId);
  });

  it('lets a signed-in non-member ask to join', async () => {
    storeSession(memberUser);
    let detail = makeChannelDetail(visitorViewer);
    const { requests } = stubChannelPage(detail, {
      'GET /api/auth/user': () => json(memberUser),
      [`GET /api/channels/${channelId}`]: () => json(detail),
      [`POST /api/channels/${channelId}/join`]: () => {
        detail = makeChannelDetail({ ...visitorViewer, pending: 'requested' });
        return json({ message: 'Request sent. A channel admin will review it.' }, { status: 201 });
      },
    });
    const { user } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Ask to join' }));

    expect(
      await screen.findByText('Request sent. A channel admin will review it.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Request pending')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Ask to join' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.endsWith('/join'))).toBe(true);
  });

  it('lets an invited member accept with their own id', async () => {
    storeSession(memberUser);
    let detail = makeChannelDetail({ ...visitorViewer, pending: 'invited' });
    const { requests } = stubChannelPage(detail, {
      'GET /api/auth/user': () => json(memberUser),
      [`GET /api/channels/${channelId}`]: () => json(detail),
      [`POST /api/channels/${channelId}/invites/${memberUser._id}/accept`]: () => {
        detail = makeChannelDetail(memberViewer);
        return json({ message: 'You joined the channel.' });
      },
      'GET /api/channels/mine': () => json([]),
      'GET /api/channels/invitations': () => json([]),
    });
    const { user } = renderRoute(page);

    expect(await screen.findByText('You are invited to this channel.')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Decline/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: /^Accept/ }));

    expect(await screen.findByText('You joined the channel.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Leave channel' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'New post' })).toBeVisible();
    expect(requests.some((request) => request.url.endsWith(`/${memberUser._id}/accept`))).toBe(
      true,
    );
  });

  it('lets a member leave after confirming', async () => {
    storeSession(memberUser);
    let detail = makeChannelDetail(memberViewer);
    const { requests } = stubChannelPage(detail, {
      'GET /api/auth/user': () => json(memberUser),
      [`GET /api/channels/${channelId}`]: () => json(detail),
      [`DELETE /api/channels/${channelId}/members/${memberUser._id}`]: () => {
        detail = makeChannelDetail(visitorViewer);
        return json({ message: 'You left the channel.' });
      },
      'GET /api/channels/mine': () => json([]),
    });
    const { user } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Leave channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Leave Riverside Runners?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave channel' }));

    expect(await screen.findByText('You left the channel.')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Ask to join' })).toBeVisible();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('gives managers Manage Page, Activity, member menus, Pending Invites and Invite', async () => {
    storeSession(owner);
    stubChannelPage(makeChannelDetail(ownerViewer), {
      'GET /api/auth/user': () => json(owner),
      [`GET /api/channels/${channelId}/invites`]: () =>
        json([
          makeInvite(),
          makeInvite({ _id: 'u-invitee', name: 'Ines Invitee', kind: 'invite' }),
        ]),
    });
    const { user } = renderRoute(page);

    expect(await screen.findByRole('button', { name: 'Manage Page' })).toBeVisible();
    expect(screen.getByText('You own this channel')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Leave channel' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Activity' }));
    const hrefs = Object.fromEntries(
      screen.getAllByRole('menuitem').map((item) => [item.textContent, item.getAttribute('href')]),
    );
    expect(hrefs).toEqual({
      'Create Event': `/eventForm?channelId=${channelId}`,
      'Create Feed Post': `/feedpostsform?channelId=${channelId}`,
      'Event Dashboard': `/eventdash?channelId=${channelId}`,
      Members: '/members',
      'Manage Events': `/editEvents?channelId=${channelId}`,
      'Manage Feed Posts': `/editFeeds?channelId=${channelId}`,
    });
    await user.keyboard('{Escape}');

    // The owner's own row has no menu; the others do.
    const membersList = screen.getByRole('region', { name: 'Members' });
    await within(membersList).findByText('Meera Member');
    expect(
      within(membersList).queryByRole('button', { name: 'Actions for Olivia Owner' }),
    ).toBeNull();
    expect(
      within(membersList).getByRole('button', { name: 'Actions for Arun Admin' }),
    ).toBeVisible();

    const invites = screen.getByRole('region', { name: 'Pending Invites' });
    expect(await within(invites).findByText('asked to join')).toBeVisible();
    expect(within(invites).getByText('invited')).toBeVisible();
    expect(within(invites).getByRole('button', { name: 'Accept Kiran Asker' })).toBeVisible();
    expect(within(invites).getByRole('button', { name: 'Reject Kiran Asker' })).toBeVisible();
    expect(
      within(invites).getByRole('button', { name: 'Withdraw invitation to Ines Invitee' }),
    ).toBeVisible();
    expect(screen.getByRole('form', { name: 'Invite a member' })).toBeVisible();
    expect(await screen.findByRole('textbox', { name: 'New post' })).toBeVisible();
  });

  it('shows Add Member in Activity to a site admin only', async () => {
    storeSession(adminUser);
    stubChannelPage(makeChannelDetail({ ...visitorViewer, canManage: true, canPost: true }), {
      'GET /api/auth/user': () => json(adminUser),
      [`GET /api/channels/${channelId}/invites`]: () => json([]),
    });
    const { user } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Activity' }));
    expect(screen.getByRole('menuitem', { name: 'Add Member' })).toHaveAttribute(
      'href',
      '/addmembers',
    );
  });
});
