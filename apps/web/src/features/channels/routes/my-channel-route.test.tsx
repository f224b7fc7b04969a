import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communitySite, memberUser } from '../../../testing/fixtures';
import { renderRoute } from '../../../testing/render-route';
import { storeSession } from '../../../testing/sign-in';
import { json, stubFetch } from '../../../testing/stub-fetch';
import { makeChannelDetail, ownerViewer } from '../testing/channel-fixtures';

describe('/channel', () => {
  it('sends a visitor to the channel list', async () => {
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/channels': () => json([]),
    });
    const { router } = renderRoute('/channel');

    expect(await screen.findByRole('heading', { level: 1, name: 'Channels' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/channels');
  });

  it("opens the member's own channel, owned first, replacing /channel in history", async () => {
    storeSession(memberUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
      'GET /api/channels/mine': () =>
        json([
          { _id: 'other1', name: 'Book Club', role: 'member' },
          { _id: 'abc123', name: 'Riverside Runners', role: 'owner' },
        ]),
      'GET /api/channels/abc123': () => json(makeChannelDetail(ownerViewer)),
      'GET /api/channels/abc123/members': () => json([]),
      'GET /api/channels/abc123/invites': () => json([]),
      'GET /api/posts': () => json([]),
    });
    const { router } = renderRoute('/channel');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Riverside Runners' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/channel/abc123');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('sends a member in no channel to the list', async () => {
    storeSession(memberUser);
    stubFetch({
      'GET /api/site': () => json(communitySite),
      'GET /api/auth/user': () => json(memberUser),
      'GET /api/channels/mine': () => json([]),
      'GET /api/channels': () => json([]),
      'GET /api/channels/invitations': () => json([]),
    });
    const { router } = renderRoute('/channel');

    expect(await screen.findByRole('heading', { level: 1, name: 'Channels' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/channels');
  });
});
