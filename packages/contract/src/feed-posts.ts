import { z } from 'zod';
import { photoVariantsSchema } from './media';
import { optionalImageAddressSchema, optionalWebAddressSchema } from './address-schemas';
import {
  contentSearchSchema,
  feedPostTranslationsInputSchema,
  feedPostTranslationsSchema,
} from './content-translations';
import { feedPostMessages } from './feed-post-messages';
import { fieldMessages } from './field-messages';
import { fillText } from './i18n/fill-text';

/** POST /api/feedposts and PUT /api/feedposts/{id}: the spec's fields plus an optional channel. */
export const feedPostInputSchema = z.object({
  title: z
    .string({ error: feedPostMessages.titleRequired })
    .trim()
    .min(1, feedPostMessages.titleRequired)
    .max(150, fillText(fieldMessages.tooLong, { max: 150 })),
  content: z
    .string({ error: feedPostMessages.contentRequired })
    .trim()
    .min(1, feedPostMessages.contentRequired)
    .max(5000, fillText(fieldMessages.tooLong, { max: 5000 })),
  // http(s) or a path on this site (an upload's /media/ address): a javascript: or data: URL
  // never reaches a page as a link or image.
  imageUrl: optionalImageAddressSchema,
  link: optionalWebAddressSchema,
  isActive: z.boolean().default(true),
  /** Empty or absent: a site-wide post (site admins only). */
  channelId: z.union([z.literal(''), z.string().trim().max(40), z.null()]).optional(),
  /** The title and content in other languages (ADR 25); absent or {} means none. */
  translations: feedPostTranslationsInputSchema,
});
export type FeedPostInput = z.input<typeof feedPostInputSchema>;

export const feedPostSchema = z.object({
  _id: z.string(),
  title: z.string(),
  content: z.string(),
  imageUrl: z.string().nullable(),
  /** When `imageUrl` is an upload: its variants, for srcset (issue 34). */
  imagePhoto: photoVariantsSchema.nullable().optional(),
  link: z.string().nullable(),
  isActive: z.boolean(),
  channelId: z.string().nullable(),
  channelName: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  canManage: z.boolean(),
  /** The organisers' versions of the title and content by language (ADR 25). */
  translations: feedPostTranslationsSchema,
});
export type FeedPost = z.infer<typeof feedPostSchema>;
export const feedPostListSchema = z.array(feedPostSchema);

export const feedPostStatuses = ['all', 'active', 'inactive'] as const;

/**
 * GET /api/feedposts. Everyone sees active posts; a manager also sees the inactive ones they
 * manage. `managed=true` narrows to posts the caller manages (the /editFeeds screen).
 */
export const feedPostListQuerySchema = z.object({
  status: z.enum(feedPostStatuses).default('all'),
  channel: z.string().max(40).optional(),
  managed: z.enum(['true', 'false']).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
  /** Only posts whose title or content, in any language's version, contains these words. */
  q: contentSearchSchema,
});

/** PATCH /api/feedposts/{id}/status: no body toggles (spec); `isActive` sets it explicitly. */
export const feedPostStatusInputSchema = z.object({ isActive: z.boolean().optional() }).nullish();

export const feedPostSavedSchema = z.object({ message: z.string(), post: feedPostSchema });
