import { Image, Stack, Textarea, TextInput } from '@mantine/core';
import type { channelInputSchema } from '@portal/contract';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import type { z } from 'zod';
import { safeImageSrc } from '../../../lib/safe-url';

export type ChannelFormValues = z.input<typeof channelInputSchema>;

/** The fields the server may explain (400 validation, 409 duplicate name). */
export const channelServerFields = ['name', 'coverImageUrl', 'description'] as const;

export const emptyChannelFormValues: ChannelFormValues = {
  name: '',
  coverImageUrl: '',
  description: '',
};

interface ChannelFieldsProps {
  register: UseFormRegister<ChannelFormValues>;
  control: Control<ChannelFormValues>;
  errors: FieldErrors<ChannelFormValues>;
  /** Focus the name when the form opens (a modal). */
  autoFocus?: boolean;
}

/** Spec §5 channel form: name and cover image URL required, description optional. */
export function ChannelFields({
  register,
  control,
  errors,
  autoFocus = false,
}: ChannelFieldsProps) {
  const cover = safeImageSrc(useWatch({ control, name: 'coverImageUrl' }));
  return (
    <Stack gap="md">
      <TextInput
        label="Channel name"
        withAsterisk
        maxLength={80}
        autoComplete="off"
        data-autofocus={autoFocus || undefined}
        error={errors.name?.message}
        {...register('name')}
      />
      <TextInput
        label="Cover image URL"
        description="A web address (https://…) of a wide picture for the top of the page"
        type="url"
        inputMode="url"
        withAsterisk
        autoComplete="off"
        error={errors.coverImageUrl?.message}
        {...register('coverImageUrl')}
      />
      {cover && !errors.coverImageUrl && (
        <Image src={cover} alt="Cover preview" h={120} radius="md" fit="cover" />
      )}
      <Textarea
        label="Description"
        description="What the channel is about (optional)"
        autosize
        minRows={3}
        maxRows={10}
        maxLength={2000}
        error={errors.description?.message}
        {...register('description')}
      />
    </Stack>
  );
}
