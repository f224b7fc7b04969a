import { Select } from '@mantine/core';
import type { PortalEvent } from '@portal/contract';
import { useT } from '../i18n/i18n-provider';
import { formatDateParts } from '../lib/format';
import { eventPickerMessages } from './event-picker.messages';

interface EventPickerProps {
  events: readonly PortalEvent[];
  value: string | null;
  onChange: (eventId: string) => void;
}

/** Chooses one of the events a manager runs (dashboard, tournament admin). */
export function EventPicker({ events, value, onChange }: EventPickerProps) {
  const t = useT();
  const data = events.map((event) => ({
    value: event._id,
    // The event's day at its venue (issue 19).
    label: `${event.title} · ${formatDateParts(event.date, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: event.timeZone,
    })}`,
  }));
  return (
    <Select
      label={t(eventPickerMessages.label)}
      placeholder={t(eventPickerMessages.placeholder)}
      data={data}
      value={value && data.some((option) => option.value === value) ? value : null}
      onChange={(next) => {
        if (next) onChange(next);
      }}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t(eventPickerMessages.nothingFound)}
      maw={480}
    />
  );
}
