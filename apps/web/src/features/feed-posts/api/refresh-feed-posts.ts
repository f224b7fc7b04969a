import { useQueryClient } from '@tanstack/react-query';
import { managedFeedPostsRoot, publicFeedPostsRoot } from './get-feed-posts';

/** After any change: reload the management list and the home page's news. */
export function useRefreshFeedPosts() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: managedFeedPostsRoot }),
      queryClient.invalidateQueries({ queryKey: publicFeedPostsRoot }),
    ]);
}
