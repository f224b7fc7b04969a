import type { FeedPost } from '@portal/contract';

/** A feed post as the API returns it; override what a test cares about. */
export function makeFeedPost(overrides: Partial<FeedPost> = {}): FeedPost {
  return {
    _id: 'p-1',
    title: 'Clean-up day on Saturday',
    content: 'Meet at the river gate at 9. Gloves provided.',
    imageUrl: 'https://images.example.org/cleanup.jpg',
    link: 'https://example.org/cleanup',
    isActive: true,
    channelId: 'c-1',
    channelName: 'Riverside Volunteers',
    createdAt: '2026-10-01T10:00:00.000Z',
    updatedAt: '2026-10-01T10:00:00.000Z',
    canManage: true,
    ...overrides,
  };
}
