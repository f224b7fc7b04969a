import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';
import { makeChannel } from '../testing/channel-fixtures';

const runners = makeChannel();
const chess = makeChannel({
  _id: 'chess1',
  name: 'Chess Club',
  description: null,
  coverImageUrl: null,
  memberCount: 1,
});

function stub(routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    'GET /api/channels': () => json([runners, chess]),
    ...routes,
  });
}

describe('channel list', () => {
  it('shows channels as cards linking to their pages, without member tools for a visitor', async () => {
    const { requests } = stub();
    renderRoute('/channels');

    expect(await screen.findByRole('heading', { level: 1, name: 'Channels' })).toBeVisible();
    expect(document.title).toBe(`Channels · ${communitySite.name}`);
    const card = (await screen.findByRole('link', { name: 'Riverside Runners' })).closest(
      'article',
    )!;
    expect(within(card).getByRole('link', { name: 'Riverside Runners' })).toHaveAttribute(
      'href',
      '/channel/abc123',
    );
    expect(card).toHaveTextContent('Saturday morning runs along the river.');
    expect(card).toHaveTextContent('3 members');
    expect(screen.getByRole('link', { name: 'Chess Club' }).closest('article')).toHaveTextContent(
      '1 member',
    );
    expect(screen.queryByRole('link', { name: 'Create channel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Your invitations' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(requests.some((request) => request.url.includes('/invitations'))).toBe(false);
  });

  it('filters by name as you type', async () => {
    const { requests, user } = { ...stub(), ...renderRoute('/channels') };
    await screen.findByRole('link', { name: 'Chess Club' });

    await user.type(screen.getByRole('textbox', { name: 'Filter channels' }), 'chess');

    await waitFor(() =>
      expect(
        requests.some((request) => new URL(request.url).searchParams.get('q') === 'chess'),
      ).toBe(true),
    );
    // One request for the finished word, not one per keystroke.
    expect(requests.filter((request) => new URL(request.url).searchParams.has('q'))).toHaveLength(
      1,
    );
  });

  it('says so when nothing matches the filter', async () => {
    stub({
      'GET /api/channels': (request) =>
        json(new URL(request.url).searchParams.get('q') ? [] : [runners]),
    });
    renderRoute('/channels?q=zzz');

    expect(await screen.findByText('No channels match “zzz”')).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Filter channels' })).toHaveValue('zzz');
  });

  it('loads more with the cursor from X-Next-Cursor', async () => {
    const { user } = {
      ...stub({
        'GET /api/channels': (request) =>
          new URL(request.url).searchParams.get('cursor') === 'next-1'
            ? json([chess])
            : json([runners], { headers: { 'X-Next-Cursor': 'next-1' } }),
      }),
      ...renderRoute('/channels'),
    };

    await user.click(await screen.findByRole('button', { name: 'Load more' }));

    expect(await screen.findByRole('link', { name: 'Chess Club' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Riverside Runners' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('shows a failure with a way to try again', async () => {
    stub({
      'GET /api/channels': () => json({ error: 'down', message: 'Try later.' }, { status: 503 }),
    });
    renderRoute('/channels');

    expect(await screen.findByText('Failed to load channels')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  it('gives a member Create channel and their invitations to accept or decline', async () => {
    storeSession(memberUser);
    let invitations = [
      { _id: 'chess1', name: 'Chess Club', createdAt: new Date().toISOString() },
      { _id: 'choir1', name: 'Community Choir', createdAt: new Date().toISOString() },
    ];
    const { requests, user } = {
      ...stub({
        'GET /api/auth/user': () => json(memberUser),
        'GET /api/channels/invitations': () => json(invitations),
        'GET /api/channels/mine': () => json([]),
        [`POST /api/channels/chess1/invites/${memberUser._id}/accept`]: () => {
          invitations = invitations.filter((invitation) => invitation._id !== 'chess1');
          return json({ message: 'You joined the channel.' });
        },
        [`POST /api/channels/choir1/invites/${memberUser._id}/reject`]: () => {
          invitations = [];
          return json({ message: 'Rejected.' });
        },
      }),
      ...renderRoute('/channels'),
    };

    expect(await screen.findByRole('link', { name: 'Create channel' })).toHaveAttribute(
      'href',
      '/channelForm',
    );
    const section = screen.getByRole('region', { name: 'Your invitations' });
    await user.click(
      await within(section).findByRole('button', { name: 'Accept invitation to Chess Club' }),
    );
    expect(await screen.findByText('You joined the channel.')).toBeInTheDocument();
    await waitFor(() => expect(within(section).queryByText('Chess Club')).not.toBeInTheDocument());

    await user.click(
      within(section).getByRole('button', { name: 'Decline invitation to Community Choir' }),
    );
    expect(await within(section).findByText('No invitations waiting for you.')).toBeVisible();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(2);
  });
});
