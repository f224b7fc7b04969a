import { feedPostSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { useRefreshFeedPosts } from './refresh-feed-posts';

/** Spec §4: no body toggles active and inactive; the server answers with the post. */
export function toggleFeedPostStatus(id: string) {
  return apiRequest(apiPaths.feedPosts.status(id), feedPostSchema, { method: 'PATCH' });
}

/** Toggles, then reloads the list (spec §4 "then the list is reloaded"). */
export function useToggleFeedPostStatus() {
  const refresh = useRefreshFeedPosts();
  return useMutation({ mutationFn: toggleFeedPostStatus, onSuccess: refresh });
}
