import { z } from 'zod';
import { postMessages } from './post-messages';

export const POST_MAX_LENGTH = 2000;
export const POST_LIST_MAX = 100;

/**
 * Spec §3 Post (user, content, time) with what a wall needs: who wrote it (null once the author's
 * account is deleted; `user` then reads 'Former member') and whether the caller may remove it.
 */
export const postSchema = z.object({
  _id: z.string(),
  user: z.string(),
  userImageUrl: z.string().nullable(),
  authorId: z.string().nullable(),
  channelId: z.string().nullable(),
  content: z.string(),
  time: z.string(),
  canDelete: z.boolean(),
});
export type Post = z.infer<typeof postSchema>;
export const postListSchema = z.array(postSchema);

/** GET /api/posts: without `channel`, the site's main community wall. Newest first. */
export const postListQuerySchema = z.object({
  channel: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(POST_LIST_MAX).default(20),
  cursor: z.string().max(200).optional(),
});

/**
 * POST /api/posts. A spec client sends `user` (a display name); the author is always the
 * signed-in account, so it is accepted and ignored.
 */
export const postInputSchema = z.object({
  content: z
    .string({ error: postMessages.contentRequired })
    .trim()
    .min(1, postMessages.contentRequired)
    .max(POST_MAX_LENGTH, `At most ${POST_MAX_LENGTH} characters`),
  channel: z.string().max(40).nullable().optional(),
  user: z.string().max(200).optional(),
});
export type PostInput = z.input<typeof postInputSchema>;
