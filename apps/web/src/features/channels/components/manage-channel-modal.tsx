import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Divider, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { channelInputSchema, channelMessages } from '@portal/contract';
import { IconTrash } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import { FormAlert } from '../../../components/form-alert';
import { applyFieldErrors, describeFailure, isExplainedByFields } from '../../../lib/form-errors';
import type { ChannelInputParsed } from '../api/create-channel';
import type { ChannelDetail } from '../api/get-channel';
import { useUpdateChannel } from '../api/update-channel';
import { ChannelFields, channelServerFields, type ChannelFormValues } from './channel-fields';

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
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Manage Page"
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
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
  const update = useUpdateChannel();
  const {
    register,
    control,
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
          notifications.show({ color: 'green', message: channelMessages.updated });
          onClose();
        },
        onError: (error) => applyFieldErrors(error, setError, channelServerFields),
      },
    ),
  );

  return (
    <Stack gap="lg">
      <form onSubmit={(event) => void onSubmit(event)} noValidate aria-label="Edit channel">
        <Stack gap="md">
          <ChannelFields register={register} control={control} errors={errors} autoFocus />
          {update.isError && !isExplainedByFields(update.error, channelServerFields) && (
            <FormAlert kind="error">
              {describeFailure(update.error, { fallback: 'Could not save the channel.' })}
            </FormAlert>
          )}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={update.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={update.isPending} disabled={!isDirty}>
              Save changes
            </Button>
          </Group>
        </Stack>
      </form>
      <Divider />
      <Stack gap="xs" component="section" aria-labelledby="delete-channel-heading">
        <Title order={3} fz="h5" id="delete-channel-heading">
          Delete channel
        </Title>
        {canDelete ? (
          <>
            <Text size="sm" c="dimmed">
              The channel, its members list and its wall are deleted. Its events stay, without a
              channel.
            </Text>
            <Button
              color="red.9"
              variant="light"
              leftSection={<IconTrash size={16} aria-hidden />}
              onClick={onDelete}
              aria-haspopup="dialog"
              style={{ alignSelf: 'flex-start' }}
            >
              Delete channel
            </Button>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            Only the channel&apos;s owner or a site admin can delete it.
          </Text>
        )}
      </Stack>
    </Stack>
  );
}
