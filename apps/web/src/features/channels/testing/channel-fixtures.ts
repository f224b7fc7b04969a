import type {
  Channel,
  ChannelDetail,
  ChannelInvite,
  ChannelMember,
  ChannelViewer,
  Post,
} from '@portal/contract';
import { communitySite } from '../../../testing/fixtures';
import { json, stubFetch, type FetchRoutes } from '../../../testing/stub-fetch';

export const channelId = 'abc123';

export function makeChannel(overrides: Partial<Channel> = {}): Channel {
  return {
    _id: channelId,
    name: 'Riverside Runners',
    description: 'Saturday morning runs along the river.\nAll paces welcome.',
    coverImageUrl: 'https://example.org/runners.jpg',
    memberCount: 3,
    createdAt: '2026-01-10T08:00:00.000Z',
    ...overrides,
  };
}

export const visitorViewer: ChannelViewer = {
  role: null,
  canManage: false,
  canPost: false,
  pending: null,
};
export const memberViewer: ChannelViewer = {
  role: 'member',
  canManage: false,
  canPost: true,
  pending: null,
};
export const ownerViewer: ChannelViewer = {
  role: 'owner',
  canManage: true,
  canPost: true,
  pending: null,
};

export function makeChannelDetail(
  viewer: ChannelViewer = visitorViewer,
  overrides: Partial<Channel> = {},
): ChannelDetail {
  return { ...makeChannel(overrides), viewer };
}

export function makePost(overrides: Partial<Post> = {}): Post {
  return {
    _id: 'p-1',
    user: 'Asha Rao',
    userImageUrl: null,
    authorId: 'u-member',
    channelId,
    content: 'Great run today!',
    time: new Date(Date.now() - 5 * 60_000).toISOString(),
    canDelete: false,
    ...overrides,
  };
}

export function makeMember(overrides: Partial<ChannelMember> = {}): ChannelMember {
  return {
    _id: 'u-owner',
    name: 'Olivia Owner',
    imageUrl: null,
    role: 'owner',
    joinedAt: '2026-01-10T08:00:00.000Z',
    ...overrides,
  };
}

export const members: ChannelMember[] = [
  makeMember(),
  makeMember({ _id: 'u-admin2', name: 'Arun Admin', role: 'admin' }),
  makeMember({ _id: 'u-plain', name: 'Meera Member', role: 'member' }),
];

export function makeInvite(overrides: Partial<ChannelInvite> = {}): ChannelInvite {
  return {
    _id: 'u-asker',
    name: 'Kiran Asker',
    avatar: null,
    kind: 'request',
    createdAt: new Date(Date.now() - 3_600_000).toISOString(),
    ...overrides,
  };
}

/** The site, plus a channel page's calls; override or add routes per test. */
export function stubChannelPage(detail: ChannelDetail, routes: FetchRoutes = {}) {
  return stubFetch({
    'GET /api/site': () => json(communitySite),
    [`GET /api/channels/${detail._id}`]: () => json(detail),
    [`GET /api/channels/${detail._id}/members`]: () => json(members),
    'GET /api/posts': () => json([]),
    ...routes,
  });
}
