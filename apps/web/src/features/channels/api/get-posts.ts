import { postListSchema, type Post } from '@portal/contract';
import { infiniteQueryOptions, useInfiniteQuery, type InfiniteData } from '@tanstack/react-query';
import { apiRequestWithHeaders } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { postKeys, readNextCursor } from './channel-keys';

// The first visit reads these: their answers are checked against the schema in development and
// tests only, so a production build leaves the schema, and zod, out of it (ADR 20, api-client.ts).

export type { Post };

/** Posts per page of a wall. */
export const postPageSize = 20;

export interface PostPage {
  posts: Post[];
  nextCursor: string | undefined;
}

export type PostPages = InfiniteData<PostPage, string | undefined>;

/** One page of a wall, newest first; without a channel, the main community wall. */
export async function getPosts(
  { channelId, cursor }: { channelId?: string | undefined; cursor?: string | undefined },
  { signal }: { signal?: AbortSignal } = {},
): Promise<PostPage> {
  const query = new URLSearchParams({ limit: String(postPageSize) });
  if (channelId) query.set('channel', channelId);
  if (cursor) query.set('cursor', cursor);
  const { data, headers } = await apiRequestWithHeaders(
    `${apiPaths.posts.list}?${query}`,
    import.meta.env.DEV ? postListSchema : undefined,
    { signal },
  );
  return { posts: data, nextCursor: readNextCursor(headers) };
}

export function getPostsQueryOptions(channelId: string | undefined) {
  return infiniteQueryOptions({
    queryKey: postKeys(channelId),
    queryFn: ({ pageParam, signal }) => getPosts({ channelId, cursor: pageParam }, { signal }),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

export function usePosts(channelId: string | undefined) {
  return useInfiniteQuery(getPostsQueryOptions(channelId));
}
