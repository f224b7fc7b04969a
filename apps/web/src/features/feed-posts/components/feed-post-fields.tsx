import { NativeSelect, SimpleGrid, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { Controller, useFormContext } from 'react-hook-form';
import type { FeedPostFormValues } from './feed-post-form-values';

interface FeedPostFieldsProps {
  channelOptions: { value: string; label: string; disabled?: boolean }[];
  channelRequired: boolean;
}

/** Spec screen 17 feed post form: title, content, image, link, plus channel and Active. */
export function FeedPostFields({ channelOptions, channelRequired }: FeedPostFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<FeedPostFormValues>();
  return (
    <Stack gap="md">
      <TextInput label="Title" withAsterisk error={errors.title?.message} {...register('title')} />
      <Textarea
        label="Content"
        withAsterisk
        autosize
        minRows={4}
        maxRows={14}
        error={errors.content?.message}
        {...register('content')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          label="Image URL"
          description="Optional; an address starting with https://"
          inputMode="url"
          error={errors.imageUrl?.message}
          {...register('imageUrl')}
        />
        <TextInput
          label="External link"
          description="Optional; shown as “Read more”"
          inputMode="url"
          error={errors.link?.message}
          {...register('link')}
        />
        <Controller
          control={control}
          name="channelId"
          render={({ field }) => (
            <NativeSelect
              label="Channel"
              description={
                channelRequired
                  ? 'One of the channels you manage'
                  : 'Site-wide posts appear for the whole community'
              }
              withAsterisk={channelRequired}
              data={channelOptions}
              error={errors.channelId?.message}
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
              label="Active"
              description="Inactive posts stay hidden from the home page"
              mt={{ base: 0, sm: 'lg' }}
              ref={field.ref}
              name={field.name}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              error={errors.isActive?.message}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
