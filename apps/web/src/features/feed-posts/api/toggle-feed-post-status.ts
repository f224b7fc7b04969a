import { feedPostSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useRefreshFeedPosts } from './refresh-feed-posts';
import { feedPostApiPaths } from './feed-post-api-paths';

/** Spec §4: no body toggles active and inactive; the server answers with the post. */
export function toggleFeedPostStatus(id: string) {
  return apiRequest(feedPostApiPaths.status(id), feedPostSchema, { method: 'PATCH' });
}

/** Toggles, then reloads the list (spec §4 "then the list is reloaded"). */
export function useToggleFeedPostStatus() {
  const refresh = useRefreshFeedPosts();
  return useMutation({ mutationFn: toggleFeedPostStatus, onSuccess: refresh });
}
