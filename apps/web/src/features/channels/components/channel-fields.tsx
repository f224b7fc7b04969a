import { Image, Stack, Textarea, TextInput } from '@mantine/core';
import type { channelInputSchema } from '@portal/contract';
import {
  useWatch,
  type Control,
  type FieldErrors,
  type UseFormRegister,
  type UseFormSetValue,
} from 'react-hook-form';
import type { z } from 'zod';
import { PhotoUploader } from '../../../components/photo-uploader';
import { useT, type Translate } from '../../../i18n/i18n-provider';
import { safeImageSrc } from '../../../lib/safe-url';
import { channelFieldMessages } from './messages';

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
  /** An uploaded cover's address goes into the cover field. */
  setValue: UseFormSetValue<ChannelFormValues>;
  errors: FieldErrors<ChannelFormValues>;
  /** Focus the name when the form opens (a modal). */
  autoFocus?: boolean;
}

/** Spec §5 channel form: name and cover image (uploaded or an address) required, description optional. */
export function ChannelFields({
  register,
  control,
  setValue,
  errors,
  autoFocus = false,
}: ChannelFieldsProps) {
  const t = useT();
  const cover = safeImageSrc(useWatch({ control, name: 'coverImageUrl' }));
  // Registered before the JSX: a field name inside it reads as a text to translate to the lint.
  const fields = {
    name: register('name'),
    coverImageUrl: register('coverImageUrl'),
    description: register('description'),
  };
  return (
    <Stack gap="md">
      <TextInput
        label={t(channelFieldMessages.name)}
        withAsterisk
        maxLength={80}
        autoComplete="off"
        data-autofocus={autoFocus || undefined}
        error={fieldError(t, errors.name?.message)}
        {...fields.name}
      />
      <TextInput
        label={t(channelFieldMessages.coverUrl)}
        description={t(channelFieldMessages.coverUrlHint)}
        type="url"
        inputMode="url"
        withAsterisk
        autoComplete="off"
        error={fieldError(t, errors.coverImageUrl?.message)}
        {...fields.coverImageUrl}
      />
      {/* An upload's same-origin address goes in the field; a pasted https:// address still does. */}
      <PhotoUploader
        purpose="channel-cover"
        multiple={false}
        chooseLabel={t(channelFieldMessages.uploadCover)}
        onUploaded={(media) =>
          setValue('coverImageUrl', media.url, { shouldDirty: true, shouldValidate: true })
        }
      />
      {cover && !errors.coverImageUrl && (
        <Image
          src={cover}
          alt={t(channelFieldMessages.coverPreview)}
          h={120}
          radius="md"
          fit="cover"
        />
      )}
      <Textarea
        label={t(channelFieldMessages.description)}
        description={t(channelFieldMessages.descriptionHint)}
        autosize
        minRows={3}
        maxRows={10}
        maxLength={2000}
        error={fieldError(t, errors.description?.message)}
        {...fields.description}
      />
    </Stack>
  );
}

/**
 * A field's error in the reader's language: the contract's zod messages arrive in English; the
 * server's (applied to fields after a 400 or 409) are already translated and pass as they are.
 */
function fieldError(t: Translate, message: string | undefined): string | undefined {
  return message && t.text(message);
}
