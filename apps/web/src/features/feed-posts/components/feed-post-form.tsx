import { Button, Group, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { feedPostMessages, type ChannelSummary, type FeedPost } from '@portal/contract';
import { useMemo } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { applyFieldErrors, describeFailure } from '../../../lib/form-errors';
import { useSession } from '../../../lib/session';
import { useCreateFeedPost, type FeedPostInputParsed } from '../api/create-feed-post';
import { useManagedChannels } from '../api/get-managed-channels';
import { useUpdateFeedPost } from '../api/update-feed-post';
import { channelOptions, defaultChannelId } from './channel-choice';
import { FeedPostFields } from './feed-post-fields';
import { FeedPostTranslationFields } from './feed-post-translation-fields';
import {
  emptyFeedPostValues,
  feedPostFieldNames,
  feedPostResolver,
  toFeedPostFormValues,
  type FeedPostFormValues,
} from './feed-post-form-values';
import { feedPostFormMessages as messages } from '../feed-post-form-messages';
import { NoManagedChannel } from './no-managed-channel';

interface FeedPostFormProps {
  /** The post to edit; without it the form creates one. */
  post?: FeedPost | undefined;
  /** The channel asked for in the address (?channel=). */
  requestedChannel?: string | null | undefined;
  /** The page says 'Error: …' (spec §8); the modal 'Failed to create/update post'. */
  variant: 'page' | 'modal';
  onSaved?: () => void;
  onCancel?: () => void;
}

/**
 * Spec screen 17 (and the Manage Feed Posts modal): waits for the channels the caller manages,
 * then shows the form, or explains why there is nothing to post in.
 */
export function FeedPostForm(props: FeedPostFormProps) {
  const t = useT();
  const { isAdmin } = useSession();
  const channels = useManagedChannels();

  return (
    <QueryContent
      query={channels}
      loading={
        <Stack gap="md" aria-busy="true">
          <Skeleton height={56} />
          <Skeleton height={120} />
          <Skeleton height={56} />
        </Stack>
      }
      errorTitle={t(messages.channelsFailed)}
    >
      {(managed) =>
        !props.post && !isAdmin && managed.length === 0 ? (
          <NoManagedChannel />
        ) : (
          <LoadedFeedPostForm {...props} channels={managed} isAdmin={isAdmin} />
        )
      }
    </QueryContent>
  );
}

interface LoadedFeedPostFormProps extends FeedPostFormProps {
  channels: ChannelSummary[];
  isAdmin: boolean;
}

function LoadedFeedPostForm({
  post,
  requestedChannel,
  variant,
  onSaved,
  onCancel,
  channels,
  isAdmin,
}: LoadedFeedPostFormProps) {
  const t = useT();
  const create = useCreateFeedPost();
  const update = useUpdateFeedPost();
  const mutation = post ? update : create;
  const channelRequired = !isAdmin;
  const resolver = useMemo(() => feedPostResolver({ channelRequired }), [channelRequired]);
  const startChannel = defaultChannelId({ channels, isAdmin, requested: requestedChannel });
  const form = useForm<FeedPostFormValues, unknown, FeedPostInputParsed>({
    resolver,
    defaultValues: post ? toFeedPostFormValues(post) : emptyFeedPostValues(startChannel),
  });
  const { handleSubmit, reset, setError, setFocus, getValues } = form;

  const onError = (error: unknown) => applyFieldErrors(error, setError, feedPostFieldNames);

  const onSubmit = handleSubmit((input) => {
    if (post) {
      update.mutate(
        { id: post._id, input },
        {
          onSuccess: ({ post: saved }) => {
            reset(toFeedPostFormValues(saved));
            notifications.show({ color: 'green', message: t.text(feedPostMessages.updated) });
            onSaved?.();
          },
          onError,
        },
      );
      return;
    }
    create.mutate(input, {
      onSuccess: () => {
        // Cleared for the next post; the channel stays, as several posts often go to one.
        reset(emptyFeedPostValues(getValues('channelId') ?? startChannel));
        setFocus('title');
        notifications.show({ color: 'green', message: t.text(feedPostMessages.created) });
        onSaved?.();
      },
      onError,
    });
  });

  const reason = mutation.isError
    ? describeFailure(mutation.error, { fallback: t.text(feedPostMessages.saveFailed) })
    : null;

  return (
    <FormProvider {...form}>
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={post ? t(messages.editLabel) : t(messages.createLabel)}
      >
        <Stack gap="lg">
          <FeedPostFields
            channelOptions={channelOptions({ channels, isAdmin, post, t })}
            channelRequired={channelRequired}
          />
          <FeedPostTranslationFields />
          {reason !== null && (
            <FormAlert kind="error">
              {variant === 'page'
                ? t(messages.errorWith, { reason })
                : t(messages.saveFailedWith, { reason })}
            </FormAlert>
          )}
          <Group justify="flex-end" gap="sm">
            {onCancel && (
              <Button variant="default" onClick={onCancel} disabled={mutation.isPending}>
                {t(messages.cancel)}
              </Button>
            )}
            <Button type="submit" loading={mutation.isPending}>
              {post ? t(messages.save) : t(messages.create)}
            </Button>
          </Group>
        </Stack>
      </form>
    </FormProvider>
  );
}
