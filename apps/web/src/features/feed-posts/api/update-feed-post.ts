import { feedPostSavedSchema } from '@portal/contract';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { FeedPostInputParsed } from './create-feed-post';
import { useRefreshFeedPosts } from './refresh-feed-posts';
import { feedPostApiPaths } from './feed-post-api-paths';

export interface UpdateFeedPostVariables {
  id: string;
  input: FeedPostInputParsed;
}

export function updateFeedPost({ id, input }: UpdateFeedPostVariables) {
  return apiRequest(feedPostApiPaths.one(id), feedPostSavedSchema, {
    method: 'PUT',
    body: input,
  });
}

export function useUpdateFeedPost() {
  const refresh = useRefreshFeedPosts();
  return useMutation({ mutationFn: updateFeedPost, onSuccess: refresh });
}
