import { Checkbox, NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { eventMessages, type EventStatus } from '@portal/contract';
import { instantFromWallClock, isTimeZone, zoneCity } from '@portal/contract/time-zones';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { TimeZoneField } from '../../../components/time-zone-field';
import { useT } from '../../../i18n/i18n-provider';
import { useManagedChannels } from '../api/get-managed-channels';
import { eventFieldMessages as m } from './event-form-messages';
import type { EventFormValues } from './event-form-values';
import { eventCommonMessages } from './messages';

const statuses: EventStatus[] = ['draft', 'published', 'cancelled'];

interface EventBasicsFieldsProps {
  /** Site admins may leave an event without a channel; everyone else must pick one of theirs. */
  channelRequired: boolean;
  /** The saved event's channel, shown even if it is not among the caller's channels. */
  currentChannel?: { id: string; name: string } | undefined;
}

/** Whether a wall-clock time happens twice in `zone` (the clocks go back): the first is used. */
function isRepeated(local: string, zone: string): boolean {
  if (!local || !isTimeZone(zone)) return false;
  const resolved = instantFromWallClock(local, zone);
  return resolved.ok && resolved.ambiguous;
}

/** Title, description, when (wall clock in the event's zone), status and channel. */
export function EventBasicsFields({ channelRequired, currentChannel }: EventBasicsFieldsProps) {
  const t = useT();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<EventFormValues>();
  const channels = useManagedChannels();
  const [date, endDate, timeZone] = useWatch<EventFormValues, ['date', 'endDate', 'timeZone']>({
    control,
    name: ['date', 'endDate', 'timeZone'],
  });
  // The boxes hold the wall clock at the venue, whatever the organiser's own zone (issue 19).
  const zoneHint = isTimeZone(timeZone) ? t(m.startsHint, { city: zoneCity(timeZone) }) : '';
  const hint = (local: string, base: string) =>
    isRepeated(local, timeZone) ? `${base} · ${t.text(eventMessages.timeRepeated)}` : base;
  const statusOptions = statuses.map((value) => ({
    value,
    label: t(eventCommonMessages[value]),
  }));

  const channelOptions = (channels.data ?? []).map((channel) => ({
    value: channel._id,
    label: channel.name,
  }));
  if (currentChannel && !channelOptions.some((option) => option.value === currentChannel.id))
    channelOptions.unshift({ value: currentChannel.id, label: currentChannel.name });
  const noChannel = channelRequired
    ? {
        value: '',
        label: channels.isPending ? t(m.loadingChannels) : t(m.selectChannel),
        disabled: true,
      }
    : { value: '', label: t(m.noChannel) };

  return (
    <Stack gap="md">
      <TextInput
        label={t(m.title)}
        withAsterisk
        error={errors.title?.message}
        {...register('title')}
      />
      <Textarea
        label={t(m.description)}
        withAsterisk
        autosize
        minRows={3}
        maxRows={12}
        error={errors.description?.message}
        {...register('description')}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
        <Controller
          control={control}
          name="timeZone"
          render={({ field }) => (
            <TimeZoneField
              withAsterisk
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
              error={errors.timeZone?.message}
            />
          )}
        />
        <Checkbox
          label={t(m.online)}
          description={t(m.onlineHint)}
          mt={{ base: 0, sm: 'xl' }}
          {...register('online')}
        />
        <TextInput
          type="datetime-local"
          label={t(m.starts)}
          description={hint(date, zoneHint)}
          withAsterisk
          error={errors.date?.message}
          {...register('date')}
        />
        <TextInput
          type="datetime-local"
          label={t(m.ends)}
          description={hint(endDate, zoneHint ? `${t(m.optional)} · ${zoneHint}` : t(m.optional))}
          error={errors.endDate?.message}
          {...register('endDate')}
        />
        <Controller
          control={control}
          name="status"
          render={({ field }) => (
            <NativeSelect
              label={t(m.status)}
              description={t(m.statusHint)}
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
              label={t(m.channel)}
              description={
                channels.isError
                  ? t(m.channelsFailed)
                  : channelRequired
                    ? t(m.channelHintRequired)
                    : t(m.channelHintOptional)
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
