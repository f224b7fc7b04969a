import { postSchema, type postInputSchema } from '@portal/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { apiPaths } from '../../../lib/paths';
import { postKeys } from './channel-keys';
import type { PostPages } from './get-posts';

export type PostInputParsed = z.output<typeof postInputSchema>;

/** The author is always the signed-in caller; blank content is refused (400). */
export function createPost(input: PostInputParsed) {
  return apiRequest(apiPaths.posts.list, postSchema, { method: 'POST', body: input });
}

/**
 * Puts the new post at the top of its wall (spec §7: "created post, placed at the top") without
 * reloading the pages already read.
 */
export function useCreatePost() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPost,
    onSuccess: (post, { channel }) => {
      queryClient.setQueryData<PostPages>(postKeys(channel ?? undefined), (current) => {
        if (!current) return current;
        const [first, ...rest] = current.pages;
        if (!first) return current;
        return { ...current, pages: [{ ...first, posts: [post, ...first.posts] }, ...rest] };
      });
    },
  });
}
