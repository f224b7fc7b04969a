import { zodResolver } from '@hookform/resolvers/zod';
import {
  feedPostInputSchema,
  feedPostMessages,
  type FeedPost,
  type FeedPostInput,
} from '@portal/contract';
import type { Resolver } from 'react-hook-form';
import { translationFormValues } from '../../../lib/translation-form-values';
import type { FeedPostInputParsed } from '../api/create-feed-post';

/** The fields organisers may also write in other languages. */
const translatedFields = ['title', 'content'] as const;

/** Every box filled in, so react-hook-form treats each as controlled from the start. */
export type FeedPostFormValues = Required<FeedPostInput>;

export function emptyFeedPostValues(channelId: string): FeedPostFormValues {
  return {
    title: '',
    content: '',
    imageUrl: '',
    link: '',
    isActive: true,
    channelId,
    translations: translationFormValues(translatedFields),
  };
}

export function toFeedPostFormValues(post: FeedPost): FeedPostFormValues {
  return {
    title: post.title,
    content: post.content,
    imageUrl: post.imageUrl ?? '',
    link: post.link ?? '',
    isActive: post.isActive,
    channelId: post.channelId ?? '',
    translations: translationFormValues(translatedFields, post.translations),
  };
}

const schemaResolver = zodResolver(feedPostInputSchema);

/**
 * The contract's schema, plus one rule it cannot know: only site admins may post site-wide, so
 * everyone else must choose one of their channels.
 */
export function feedPostResolver({
  channelRequired,
}: {
  channelRequired: boolean;
}): Resolver<FeedPostFormValues, unknown, FeedPostInputParsed> {
  return async (values, context, options) => {
    const result = await schemaResolver(values, context, {
      criteriaMode: options.criteriaMode,
      fields: options.fields,
      shouldUseNativeValidation: options.shouldUseNativeValidation,
    });
    if (!channelRequired || values.channelId || result.errors.channelId) return result;
    return {
      values: {},
      errors: {
        ...result.errors,
        channelId: { type: 'required', message: feedPostMessages.chooseChannel },
      },
    };
  };
}

/** Field names the server may name in a 400, in the order they appear on the form. */
export const feedPostFieldNames = [
  'title',
  'content',
  'imageUrl',
  'link',
  'channelId',
  'isActive',
] as const;
