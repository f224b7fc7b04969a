import { Stack, TagsInput, Textarea, TextInput } from '@mantine/core';
import { EVENT_IMAGES_MAX, EVENT_TAGS_MAX } from '@portal/contract';
import { Controller, useFormContext } from 'react-hook-form';
import type { EventFormValues } from './event-form-values';
import { firstErrorMessage } from './first-error';

/** Cover image, gallery and tags. */
export function EventMediaFields() {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  return (
    <Stack gap="md">
      <TextInput
        label="Cover image URL"
        description="An https:// address or a path on this site, such as /uploads/cover.jpg"
        inputMode="url"
        error={errors.imageUrl?.message}
        {...register('imageUrl')}
      />
      <Textarea
        label="Gallery image URLs"
        description={`One address per line, up to ${EVENT_IMAGES_MAX}`}
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
            label="Tags"
            description={`Press Enter or comma after each tag; up to ${EVENT_TAGS_MAX}`}
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
