import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json } from '../../../testing/stub-fetch';
import {
  channelId,
  makeChannel,
  makeChannelDetail,
  ownerViewer,
  stubChannelPage,
} from '../testing/channel-fixtures';

const page = `/channel/${channelId}`;
const owner = { ...memberUser, _id: 'u-owner', name: 'Olivia Owner' };
const adminViewer = { ...ownerViewer, role: 'admin' as const };

function signedIn(user = owner) {
  storeSession(user);
  return { 'GET /api/auth/user': () => json(user) };
}

describe('Manage Page', () => {
  it('saves a new name and description, and the page shows them', async () => {
    let detail = makeChannelDetail(ownerViewer);
    let sent: unknown;
    stubChannelPage(detail, {
      ...signedIn(),
      [`GET /api/channels/${channelId}`]: () => json(detail),
      [`GET /api/channels/${channelId}/invites`]: () => json([]),
      [`PUT /api/channels/${channelId}`]: async (request) => {
        const body = (await request.json()) as { name: string; description: string };
        sent = body;
        const saved = makeChannel({ name: body.name, description: body.description });
        detail = { ...saved, viewer: ownerViewer };
        return json(saved);
      },
    });
    const { user } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Manage Page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Page' });
    const name = within(dialog).getByRole('textbox', { name: /^Channel name/ });
    expect(name).toHaveValue('Riverside Runners');

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await within(dialog).findByText('Channel name is required')).toBeVisible();

    await user.type(name, 'River Runners');
    await user.clear(within(dialog).getByRole('textbox', { name: /^Description/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /^Description/ }), 'Fast ones.');
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Channel updated.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { level: 1, name: 'River Runners' })).toBeVisible();
    expect(screen.getByText('Fast ones.')).toBeVisible();
    expect(sent).toEqual({
      name: 'River Runners',
      description: 'Fast ones.',
      coverImageUrl: 'https://example.org/runners.jpg',
    });
  });

  it('deletes the channel after confirmation and goes to the list', async () => {
    const { requests } = stubChannelPage(makeChannelDetail(ownerViewer), {
      ...signedIn(),
      [`GET /api/channels/${channelId}/invites`]: () => json([]),
      [`DELETE /api/channels/${channelId}`]: () => json({ message: 'Channel deleted.' }),
      'GET /api/channels': () => json([]),
      'GET /api/channels/invitations': () => json([]),
    });
    const { user, router } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Manage Page' }));
    await user.click(screen.getByRole('button', { name: 'Delete channel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Riverside Runners?' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this channel permanently?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete channel' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Channels' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/channels');
    expect(await screen.findByText('Channel deleted.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'DELETE')).toBe(true);
  });

  it('tells a channel admin that only the owner or a site admin may delete', async () => {
    stubChannelPage(makeChannelDetail(adminViewer), {
      ...signedIn(),
      [`GET /api/channels/${channelId}/invites`]: () => json([]),
    });
    const { user } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Manage Page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Manage Page' });
    expect(
      within(dialog).getByText("Only the channel's owner or a site admin can delete it."),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Delete channel' })).toBeNull();
  });

  it('keeps the channel when the server refuses to delete it', async () => {
    const reason = 'Only the owner or a site admin can delete this channel.';
    stubChannelPage(makeChannelDetail(ownerViewer), {
      ...signedIn(),
      [`GET /api/channels/${channelId}/invites`]: () => json([]),
      [`DELETE /api/channels/${channelId}`]: () =>
        json({ error: 'forbidden', message: reason }, { status: 403 }),
    });
    const { user, router } = renderRoute(page);

    await user.click(await screen.findByRole('button', { name: 'Manage Page' }));
    await user.click(screen.getByRole('button', { name: 'Delete channel' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Riverside Runners?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete channel' }));

    expect(await screen.findByText(reason)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(page);
    expect(document.title).toBe(`Riverside Runners · ${communitySite.name}`);
  });
});
