import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { postsQueryRoot } from './channel-keys';
import type { PostPages } from './get-posts';
import { optionalMessageSchema } from './optional-message';

/** The author, the channel's admins or a site admin may delete a post. */
export function deletePost(id: string) {
  return apiRequest(apiPaths.posts.one(id), optionalMessageSchema, { method: 'DELETE' });
}

/** Takes the post off every wall that shows it, without reloading the pages already read. */
export function useDeletePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePost,
    onSuccess: (_, id) => {
      queryClient.setQueriesData<PostPages>({ queryKey: postsQueryRoot }, (current) =>
        current
          ? {
              ...current,
              pages: current.pages.map((page) => ({
                ...page,
                posts: page.posts.filter((post) => post._id !== id),
              })),
            }
          : current,
      );
    },
  });
}
