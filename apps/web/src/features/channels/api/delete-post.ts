import { messageSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { postsQueryRoot } from './channel-keys';
import type { PostPages } from './get-posts';

/**
 * The author, the channel's admins or a site admin may delete a post. The wall is on the home
 * page, so the answer is checked in development only (ADR 20), against the route's own schema:
 * optional-message.ts, a web module, would stay in the bundle even unused.
 */
export function deletePost(id: string) {
  return apiRequest(apiPaths.posts.one(id), import.meta.env.DEV ? messageSchema : undefined, {
    method: 'DELETE',
  });
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
