import { Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { EVENT_IMAGES_MAX, EVENT_TAGS_MAX } from '@portal/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { eventFieldMessages as m } from './event-form-messages';
import type { EventFormValues } from './event-form-values';
import { firstErrorMessage } from './first-error';

/** Cover image, gallery and tags. */
export function EventMediaFields() {
  const t = useT();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  return (
    <Stack gap="md">
      <TextInput
        label={t(m.coverImage)}
        description={t(m.coverImageHint)}
        inputMode="url"
        error={errors.imageUrl?.message}
        {...register('imageUrl')}
      />
      <Textarea
        label={t(m.gallery)}
        description={t(m.galleryHint, { max: EVENT_IMAGES_MAX })}
        autosize
        minRows={2}
        maxRows={8}
        error={firstErrorMessage(errors.images)}
        {...register('images')}
      />
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagsInput
            label={t(m.tags)}
            description={t(m.tagsHint, { max: EVENT_TAGS_MAX })}
            maxTags={EVENT_TAGS_MAX}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            error={firstErrorMessage(errors.tags)}
          />
        )}
      />
    </Stack>
  );
}
