import { urlMessages } from './safe-url';

// No zod here: the web's first visit imports this (ADR 20); the schemas are in feed-posts.ts.

/** Spec §8 feed post texts, verbatim where the spec gives them. */
export const feedPostMessages = {
  created: 'Feed post created successfully!',
  updated: 'Feed post updated successfully!',
  deleted: 'Feed post deleted.',
  notFound: 'Feed post not found.',
  titleRequired: 'Title is required',
  contentRequired: 'Content is required',
  webOnly: urlMessages.web,
  confirmDelete: 'Are you sure you want to delete this post permanently?',
  fetchFailed: 'Failed to fetch posts',
  statusFailed: 'Failed to update status',
  deleteFailed: 'Failed to delete post',
  saveFailed: 'Failed to create/update post',
  forbidden: 'You can’t manage this feed post.',
  chooseChannel: 'Choose a channel you manage',
} as const;
