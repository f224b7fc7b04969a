import { feedPostSavedSchema, type feedPostInputSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { useRefreshFeedPosts } from './refresh-feed-posts';

export type FeedPostInputParsed = z.output<typeof feedPostInputSchema>;

export function createFeedPost(input: FeedPostInputParsed) {
  return apiRequest(apiPaths.feedPosts.list, feedPostSavedSchema, { method: 'POST', body: input });
}

export function useCreateFeedPost() {
  const refresh = useRefreshFeedPosts();
  return useMutation({ mutationFn: createFeedPost, onSuccess: refresh });
}
