import type { FeedPost } from '@portal/contract';
import { useContentVersion } from '../../../lib/content-version';

/** The title and content the reader sees: their language's version, else the original. */
export function usePostVersion(post: FeedPost) {
  return useContentVersion({ title: post.title, content: post.content }, post.translations);
}
