import { Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { EVENT_IMAGES_MAX, EVENT_TAGS_MAX } from '@portal/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { PhotoUploader } from '../../../components/photo-uploader';
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
    setValue,
    getValues,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const set = { shouldDirty: true, shouldValidate: true } as const;
  return (
    <Stack gap="md">
      <TextInput
        label={t(m.coverImage)}
        description={t(m.coverImageHint)}
        inputMode="url"
        error={errors.imageUrl?.message}
        {...register('imageUrl')}
      />
      {/* An uploaded photo's same-origin address goes in the field; outside addresses still do. */}
      <PhotoUploader
        purpose="event-cover"
        multiple={false}
        chooseLabel={t(m.uploadCover)}
        onUploaded={(media) => setValue('imageUrl', media.url, set)}
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
      <PhotoUploader
        purpose="event-cover"
        chooseLabel={t(m.uploadGallery)}
        onUploaded={(media) =>
          setValue(
            'images',
            [getValues('images').trim(), media.url].filter(Boolean).join('\n'),
            set,
          )
        }
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
