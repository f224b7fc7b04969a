import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { channelInputSchema, channelMessages } from '@portal/contract';
import { IconTrash } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import type { ChannelInputParsed } from '../api/create-channel';
import type { ChannelDetail } from '../api/get-channel';
import { useUpdateChannel } from '../api/update-channel';
import { ChannelFields, channelServerFields, type ChannelFormValues } from './channel-fields';
import { manageMessages } from './messages';

interface ManageChannelModalProps {
  channel: ChannelDetail;
  opened: boolean;
  onClose: () => void;
  /** Only the owner and site admins may delete; the server checks again (403). */
  canDelete: boolean;
  onDelete: () => void;
}

function toFormValues(channel: ChannelDetail): ChannelFormValues {
  return {
    name: channel.name,
    coverImageUrl: channel.coverImageUrl ?? '',
    description: channel.description ?? '',
  };
}

/** Manage Page (spec screen 16): change the name, cover and description, or delete the channel. */
export function ManageChannelModal({
  channel,
  opened,
  onClose,
  canDelete,
  onDelete,
}: ManageChannelModalProps) {
  const t = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={t(manageMessages.title)}
      size="lg"
      closeButtonProps={{ 'aria-label': t(manageMessages.close) }}
    >
      {/* Mounted only while open, so each opening starts from the channel as it is now. */}
      {opened && (
        <ManageChannelForm
          channel={channel}
          onClose={onClose}
          canDelete={canDelete}
          onDelete={onDelete}
        />
      )}
    </Modal>
  );
}

function ManageChannelForm({
  channel,
  onClose,
  canDelete,
  onDelete,
}: Omit<ManageChannelModalProps, 'opened'>) {
  const t = useT();
  const update = useUpdateChannel();
  const {
    register,
    control,
    setValue,
    handleSubmit,
    setError,
    formState: { errors, isDirty },
  } = useForm<ChannelFormValues, unknown, ChannelInputParsed>({
    resolver: zodResolver(channelInputSchema),
    defaultValues: toFormValues(channel),
  });

  const onSubmit = handleSubmit((input) =>
    update.mutate(
      { id: channel._id, input },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: t.text(channelMessages.updated) });
          onClose();
        },
        onError: (error) => applyFieldErrors(error, setError, channelServerFields),
      },
    ),
  );

  return (
    <Stack gap="lg">
      <form
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        aria-label={t(manageMessages.form)}
      >
        <Stack gap="md">
          <ChannelFields
            register={register}
            control={control}
            setValue={setValue}
            errors={errors}
            autoFocus
          />
          {update.isError && !isExplainedByFields(update.error, channelServerFields) && (
            <FormAlert kind="error">
              {describeFailure(update.error, { fallback: t(manageMessages.saveFailed) })}
            </FormAlert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              {t(manageMessages.cancel)}
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!isDirty}>
              {t(manageMessages.save)}
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <Stack gap="xs" component="section" aria-labelledby="delete-channel-heading">
        <Title order={3} fz="h5" id="delete-channel-heading">
          {t(manageMessages.deleteHeading)}
        </Title>
        {canDelete ? (
          <>
            <Text size="sm" c="dimmed">
              {t(manageMessages.deleteText)}
            </Text>
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
              aria-haspopup="dialog"
              style={{ alignSelf: 'flex-start' }}
            >
              {t(manageMessages.deleteButton)}
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {t(manageMessages.onlyOwner)}
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
