import { useMutation } from '@tanstack/react-query';
import { messageSchema } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshFeedPosts } from './refresh-feed-posts';
import { feedPostApiPaths } from './feed-post-api-paths';

/** Answers `{ message }`. */
export function deleteFeedPost(id: string) {
  return apiRequest(feedPostApiPaths.one(id), messageSchema, { method: 'DELETE' });
}

export function useDeleteFeedPost() {
  const refresh = useRefreshFeedPosts();
  return useMutation({ mutationFn: deleteFeedPost, onSuccess: refresh });
}
