import { NativeSelect } from '@mantine/core';
import { useT } from '../../../i18n/i18n-provider';
import type { PortalEvent } from '../../../lib/event-queries';
import { formatDateParts } from '../../../lib/format';
import { tournamentScreenMessages } from './messages';

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
  const t = useT();
  const options = tournaments.map((event) => ({
    value: event.id,
    label: `${event.title} (${formatDateParts(event.date, { month: 'short', year: 'numeric', timeZone: event.timeZone })})`,
  }));
  if (currentTitle && !options.some((option) => option.value === value))
    options.push({ value, label: currentTitle });
  if (options.length < 2) return null;
  return (
    // A native select: the phone's own picker, and the keyboard works as everywhere else.
    <NativeSelect
      label={t(tournamentScreenMessages.picker)}
      data={options}
      value={value}
      onChange={(event) => {
        if (event.currentTarget.value !== value) onChange(event.currentTarget.value);
      }}
      w={{ base: '100%', sm: 300 }}
    />
  );
}
