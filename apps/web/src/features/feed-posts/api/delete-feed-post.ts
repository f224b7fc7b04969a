import { useMutation } from '@tanstack/react-query';
import { messageSchema } from '@portal/contract';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { useRefreshFeedPosts } from './refresh-feed-posts';

/** Answers `{ message }`. */
export function deleteFeedPost(id: string) {
  return apiRequest(apiPaths.feedPosts.one(id), messageSchema, { method: 'DELETE' });
}

export function useDeleteFeedPost() {
  const refresh = useRefreshFeedPosts();
  return useMutation({ mutationFn: deleteFeedPost, onSuccess: refresh });
}
