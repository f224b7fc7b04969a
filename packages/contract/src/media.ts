import { z } from 'zod';

/**
 * Photos through the media pipeline (issue 34): every upload is re-encoded (orientation applied,
 * metadata removed but the colour profile), stored under its content's hash, and served immutable.
 */
export const mediaPurposes = [
  'event-cover',
  'event-photo',
  'channel-cover',
  'post',
  'profile',
] as const;
export const mediaPurposeSchema = z.enum(mediaPurposes);
export type MediaPurpose = z.infer<typeof mediaPurposeSchema>;

/** The widths of the web variants (WebP); none wider than the original. */
export const MEDIA_WIDTHS = [320, 640, 1280, 2048] as const;
/** The link-preview variant's width (JPEG, for crawlers that read no WebP). */
export const MEDIA_PREVIEW_WIDTH = 1200;
/** Past this, an image is a decompression bomb, refused from its header before decoding. */
export const MEDIA_MAX_PIXELS = 40_000_000;
export const MEDIA_MAX_SIDE = 10_000;
export const mediaTypes = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/avif',
  'image/gif',
] as const;

export const mediaSchema = z.object({
  _id: z.string(),
  /** A same-origin path to the largest web variant. */
  url: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  /** Ready for an img's srcset: every web variant with its width. */
  srcset: z.string(),
  /** ThumbHash, base64: the blurred preview shown while the photo loads. */
  placeholder: z.string(),
});
export type Media = z.infer<typeof mediaSchema>;

/**
 * What draws a stored photo responsively beside the address a field already holds (an event's
 * cover): every variant for srcset, the blur, and its shape so the page reserves its space.
 */
export const photoVariantsSchema = mediaSchema.pick({
  srcset: true,
  placeholder: true,
  width: true,
  height: true,
});
export type PhotoVariants = z.infer<typeof photoVariantsSchema>;

export const mediaUploadFieldsSchema = z.object({ purpose: mediaPurposeSchema.optional() });

export const EVENT_PHOTO_CAPTION_MAX = 300;

export const eventPhotoSchema = z.object({
  _id: z.string(),
  url: z.string(),
  srcset: z.string(),
  placeholder: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  caption: z.string().nullable(),
  by: z.object({ _id: z.string(), name: z.string() }).nullable(),
  createdAt: z.string(),
  /** For the event's managers and site admins: how many reported it, and whether it is hidden. */
  reports: z.number().int().nonnegative().optional(),
  hidden: z.boolean().optional(),
});
export type EventPhoto = z.infer<typeof eventPhotoSchema>;

export const eventPhotoPageSchema = z.object({
  items: z.array(eventPhotoSchema),
  nextCursor: z.string().nullable(),
  /** Every photo of the album the caller may see, on every page: the viewer's "3 of 41". */
  total: z.number().int().nonnegative(),
});
export type EventPhotoPage = z.infer<typeof eventPhotoPageSchema>;

export const eventPhotoQuerySchema = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(24),
});

export const addEventPhotoSchema = z.object({
  mediaId: z.uuid(),
  caption: z.string().trim().max(EVENT_PHOTO_CAPTION_MAX).optional(),
});
export type AddEventPhoto = z.infer<typeof addEventPhotoSchema>;

export const eventPhotoParamsSchema = z.object({ id: z.string(), photoId: z.string() });

export const moderateEventPhotoSchema = z.object({ action: z.enum(['hide', 'keep']) });
export type ModerateEventPhoto = z.infer<typeof moderateEventPhotoSchema>;

/** GET /api/events/{id}/photos/reported: reported photos not yet kept, most reported first. */
export const reportedEventPhotosSchema = z.object({ items: z.array(eventPhotoSchema) });
export type ReportedEventPhotos = z.infer<typeof reportedEventPhotosSchema>;
