import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import type { EventStatus } from '@portal/contract';
import { Controller, useFormContext } from 'react-hook-form';
import { useManagedChannels } from '../api/get-managed-channels';
import type { EventFormValues } from './event-form-values';

const statusOptions: { value: EventStatus; label: string }[] = [
  { value: 'draft', label: 'Draft' },
  { value: 'published', label: 'Published' },
  { value: 'cancelled', label: 'Cancelled' },
];

interface EventBasicsFieldsProps {
  /** Site admins may leave an event without a channel; everyone else must pick one of theirs. */
  channelRequired: boolean;
  /** The saved event's channel, shown even if it is not among the caller's channels. */
  currentChannel?: { id: string; name: string } | undefined;
}

/** Title, description, when, status and channel. */
export function EventBasicsFields({ channelRequired, currentChannel }: EventBasicsFieldsProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const channels = useManagedChannels();

  const channelOptions = (channels.data ?? []).map((channel) => ({
    value: channel._id,
    label: channel.name,
  }));
  if (currentChannel && !channelOptions.some((option) => option.value === currentChannel.id))
    channelOptions.unshift({ value: currentChannel.id, label: currentChannel.name });
  const noChannel = channelRequired
    ? {
        value: '',
        label: channels.isPending ? 'Loading channels…' : 'Select a channel',
        disabled: true,
      }
    : { value: '', label: 'No channel' };

  return (
    <Stack gap="md">
      <TextInput label="Title" withAsterisk error={errors.title?.message} {...register('title')} />
      <Textarea
        label="Description"
        withAsterisk
        autosize
        minRows={3}
        maxRows={12}
        error={errors.description?.message}
        {...register('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <TextInput
          type="datetime-local"
          label="Starts"
          description="In your time zone"
          withAsterisk
          error={errors.date?.message}
          {...register('date')}
        />
        <TextInput
          type="datetime-local"
          label="Ends"
          description="Optional"
          error={errors.endDate?.message}
          {...register('endDate')}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <NativeSelect
              label="Status"
              description="Drafts are seen only by the event's managers"
              data={statusOptions}
              error={errors.status?.message}
              {...field}
            />
          )}
        />
        <Controller
          control={control}
          name="channelId"
          render={({ field }) => (
            <NativeSelect
              label="Channel"
              description={
                channels.isError
                  ? 'Could not load your channels. Reload the page to try again.'
                  : channelRequired
                    ? 'One of the channels you run'
                    : 'Optional for site admins'
              }
              withAsterisk={channelRequired}
              data={[noChannel, ...channelOptions]}
              error={errors.channelId?.message}
              {...field}
            />
          )}
        />
      </SimpleGrid>
    </Stack>
  );
}
