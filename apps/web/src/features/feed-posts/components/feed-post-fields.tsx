import { NativeSelect, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import { PhotoUploader } from '../../../components/photo-uploader';
import { useT } from '../../../i18n/i18n-provider';
import { feedPostFormMessages as messages } from '../feed-post-form-messages';
import type { FeedPostFormValues } from './feed-post-form-values';

interface FeedPostFieldsProps {
  channelOptions: { value: string; label: string; disabled?: boolean }[];
  channelRequired: boolean;
}

/** Spec screen 17 feed post form: title, content, image, link, plus channel and Active. */
export function FeedPostFields({ channelOptions, channelRequired }: FeedPostFieldsProps) {
  const t = useT();
  // The contract's messages arrive in English; shown in the reader's language.
  const error = (message: string | undefined) => (message ? t.text(message) : undefined);
  const {
    register,
    control,
    setValue,
    formState: { errors },
  } = useFormContext<FeedPostFormValues>();
  return (
    <Stack gap="md">
      <TextInput
        label={t(messages.title)}
        withAsterisk
        error={error(errors.title?.message)}
        {...register('title')}
      />
      <Textarea
        label={t(messages.content)}
        withAsterisk
        autosize
        minRows={4}
        maxRows={14}
        error={error(errors.content?.message)}
        {...register('content')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <Stack gap="xs">
          <TextInput
            label={t(messages.imageUrl)}
            description={t(messages.imageUrlHint)}
            inputMode="url"
            error={error(errors.imageUrl?.message)}
            {...register('imageUrl')}
          />
          {/* An upload's same-origin address goes in the field; a pasted address still does. */}
          <PhotoUploader
            purpose="post"
            multiple={false}
            chooseLabel={t(messages.uploadImage)}
            onUploaded={(media) =>
              setValue('imageUrl', media.url, { shouldDirty: true, shouldValidate: true })
            }
          />
        </Stack>
        <TextInput
          label={t(messages.link)}
          description={t(messages.linkHint)}
          inputMode="url"
          error={error(errors.link?.message)}
          {...register('link')}
        />
        <Controller
          control={control}
          name="channelId"
          render={({ field }) => (
            <NativeSelect
              label={t(messages.channel)}
              description={
                channelRequired ? t(messages.channelHintRequired) : t(messages.channelHintSiteWide)
              }
              withAsterisk={channelRequired}
              data={channelOptions}
              error={error(errors.channelId?.message)}
              ref={field.ref}
              name={field.name}
              value={field.value ?? ''}
              onChange={field.onChange}
              onBlur={field.onBlur}
            />
          )}
        />
        <Controller
          control={control}
          name="isActive"
          render={({ field }) => (
            <Switch
              label={t(messages.activeLabel)}
              description={t(messages.activeHint)}
              mt={{ base: 0, sm: 'lg' }}
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              error={error(errors.isActive?.message)}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
