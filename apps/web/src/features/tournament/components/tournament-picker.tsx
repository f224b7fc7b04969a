import { NativeSelect } from '@mantine/core';
import dayjs from 'dayjs';
import type { PortalEvent } from '../../../lib/event-queries';

interface TournamentPickerProps {
  tournaments: readonly PortalEvent[];
  value: string;
  /** The shown event's title, for when it is not among `tournaments` (e.g. an older event). */
  currentTitle?: string | undefined;
  onChange: (eventId: string) => void;
}

/** Switches between events that have a tournament; shown only when there is a choice. */
export function TournamentPicker({
  tournaments,
  value,
  currentTitle,
  onChange,
}: TournamentPickerProps) {
  const options = tournaments.map((event) => ({
    value: event.id,
    label: `${event.title} (${dayjs(event.date).format('MMM YYYY')})`,
  }));
  if (currentTitle && !options.some((option) => option.value === value))
    options.push({ value, label: currentTitle });
  if (options.length < 2) return null;
  return (
    // A native select: the phone's own picker, and the keyboard works as everywhere else.
    <NativeSelect
      label="Tournament"
      data={options}
      value={value}
      onChange={(event) => {
        if (event.currentTarget.value !== value) onChange(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 300 }}
    />
  );
}
