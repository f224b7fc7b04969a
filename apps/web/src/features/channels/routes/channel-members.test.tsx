import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json } from '../../../testing/stub-fetch';
import {
  channelId,
  makeChannelDetail,
  makeInvite,
  ownerViewer,
  stubChannelPage,
} from '../testing/channel-fixtures';

const page = `/channel/${channelId}`;
const owner = { ...memberUser, _id: 'u-owner', name: 'Olivia Owner' };

// The screen loads lazily: compile it and the phone field's metadata once, before the first wait.
beforeAll(async () => {
  await import('./channel-route');
});

describe("a channel's members, for its managers", () => {
  it('accepts a request to join, then refreshes the invites and members', async () => {
    storeSession(owner);
    let pending = [makeInvite()];
    const { requests } = stubChannelPage(makeChannelDetail(ownerViewer), {
      'GET /api/auth/user': () => json(owner),
      [`GET /api/channels/${channelId}/invites`]: () => json(pending),
      [`POST /api/channels/${channelId}/invites/u-asker/accept`]: () => {
        pending = [];
        return json({ message: 'Accepted.' });
      },
      'GET /api/channels/mine': () => json([]),
      'GET /api/channels/invitations': () => json([]),
    });
    const { user } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Accept Kiran Asker' }));

    expect(await screen.findByText('Accepted.')).toBeInTheDocument();
    expect(await screen.findByText('No pending invites or requests.')).toBeVisible();
    const memberLoads = requests.filter((request) => request.url.endsWith('/members'));
    expect(memberLoads.length).toBeGreaterThan(1);
  });

  it('removes a member after confirmation and changes roles', async () => {
    storeSession(owner);
    const { requests } = stubChannelPage(makeChannelDetail(ownerViewer), {
      'GET /api/auth/user': () => json(owner),
      [`GET /api/channels/${channelId}/invites`]: () => json([]),
      [`PATCH /api/channels/${channelId}/members/u-plain`]: () =>
        json({ message: 'Role changed.' }),
      [`DELETE /api/channels/${channelId}/members/u-plain`]: () =>
        json({ message: 'Member removed.' }),
      'GET /api/channels/mine': () => json([]),
    });
    const { user } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Actions for Meera Member' }));
    await user.click(screen.getByRole('menuitem', { name: 'Make admin' }));
    expect(await screen.findByText('Role changed.')).toBeInTheDocument();
    const patch = requests.find((request) => request.method === 'PATCH');
    expect(await patch?.json()).toEqual({ role: 'admin' });

    await user.click(screen.getByRole('button', { name: 'Actions for Meera Member' }));
    await user.click(screen.getByRole('menuitem', { name: 'Remove from channel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Meera Member?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Member removed.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it("invites by mobile or email and shows the server's answer", async () => {
    storeSession(owner);
    const sent: unknown[] = [];
    stubChannelPage(makeChannelDetail(ownerViewer), {
      'GET /api/auth/user': () => json(owner),
      [`GET /api/channels/${channelId}/invites`]: () => json([]),
      [`POST /api/channels/${channelId}/invites`]: async (request) => {
        const body = (await request.json()) as { identifier: string };
        sent.push(body);
        return body.identifier === 'nobody@example.org'
          ? json(
              { error: 'not_found', message: 'No member with that mobile number or email.' },
              { status: 404 },
            )
          : json({ message: 'Invitation sent.' });
      },
    });
    const { user } = renderRoute(page);
    const form = await screen.findByRole('form', { name: 'Invite a member' });
    const field = within(form).getByRole('textbox', { name: 'Mobile number or email' });

    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByText('Enter a mobile number or email')).toBeVisible();

    await user.type(field, 'nobody@example.org');
    // A country code means nothing to an email: the picker goes while the box holds one.
    expect(within(form).queryByRole('combobox', { name: 'Country code' })).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(
      await within(form).findByText('No member with that mobile number or email.'),
    ).toBeVisible();

    await user.clear(field);
    await user.type(field, '07400 123456');
    await user.click(within(form).getByRole('combobox', { name: 'Country code' }));
    await user.type(within(form).getByRole('combobox', { name: 'Country code' }), '+44');
    await user.click(await screen.findByRole('option', { name: /United Kingdom/ }));
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
    expect(await within(form).findByText('Invitation sent.')).toBeVisible();
    expect(field).toHaveValue('');
    // The number leaves in E.164, read in the country chosen.
    expect(sent).toEqual([{ identifier: 'nobody@example.org' }, { identifier: '+447400123456' }]);
  });
});
