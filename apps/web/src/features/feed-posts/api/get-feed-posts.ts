import { feedPostListSchema, type FeedPost } from '@portal/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { sessionQueryRoot } from '../../../lib/current-user';
import { apiPaths } from '../../../lib/paths';

// The first visit reads these: their answers are checked against the schema in development and
// tests only, so a production build leaves the schema, and zod, out of it (ADR 20, api-client.ts).

export type { FeedPost };

/** Public lists (home page); the same for everyone, so kept across sign-in and sign-out. */
export const publicFeedPostsRoot = ['feedposts'] as const;
/** The caller's own management list; dropped with the session (see current-user.ts). */
export const managedFeedPostsRoot = [sessionQueryRoot, 'feedposts'] as const;

export interface FeedPostListParams {
  status?: 'all' | 'active' | 'inactive';
  channel?: string | undefined;
  managed?: boolean;
  limit?: number;
}

export function getFeedPosts(
  { status, channel, managed, limit }: FeedPostListParams,
  { signal }: { signal?: AbortSignal } = {},
) {
  const query = new URLSearchParams();
  if (status) query.set('status', status);
  if (managed) query.set('managed', 'true');
  if (channel) query.set('channel', channel);
  if (limit) query.set('limit', String(limit));
  const search = query.toString();
  return apiRequest(
    search ? `${apiPaths.feedPosts.list}?${search}` : apiPaths.feedPosts.list,
    import.meta.env.DEV ? feedPostListSchema : undefined,
    { signal },
  );
}

/** /editFeeds: every post the caller manages, active or not, optionally of one channel. */
export function getManagedFeedPostsQueryOptions(channel: string | undefined) {
  const params: FeedPostListParams = { managed: true, channel };
  return queryOptions({
    queryKey: [...managedFeedPostsRoot, params],
    queryFn: ({ signal }) => getFeedPosts(params, { signal }),
  });
}

export function useManagedFeedPosts(channel: string | undefined) {
  return useQuery(getManagedFeedPostsQueryOptions(channel));
}

/** The home page's news: the newest active posts. */
export function getActiveFeedPostsQueryOptions(limit: number) {
  const params: FeedPostListParams = { status: 'active', limit };
  return queryOptions({
    queryKey: [...publicFeedPostsRoot, params],
    queryFn: ({ signal }) => getFeedPosts(params, { signal }),
  });
}

export function useActiveFeedPosts(limit: number) {
  return useQuery(getActiveFeedPostsQueryOptions(limit));
}
