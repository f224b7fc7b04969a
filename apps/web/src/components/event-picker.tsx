import { Select } from '@mantine/core';
import type { PortalEvent } from '@portal/contract';
import dayjs from 'dayjs';

interface EventPickerProps {
  events: readonly PortalEvent[];
  value: string | null;
  onChange: (eventId: string) => void;
}

/** Chooses one of the events a manager runs (dashboard, tournament admin). */
export function EventPicker({ events, value, onChange }: EventPickerProps) {
  const data = events.map((event) => ({
    value: event._id,
    label: `${event.title} · ${dayjs(event.date).format('D MMM YYYY')}`,
  }));
  return (
    <Select
      label="Event"
      placeholder="Choose an event"
      data={data}
      value={value && data.some((option) => option.value === value) ? value : null}
      onChange={(next) => {
        if (next) onChange(next);
      }}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No matching events"
      maw={480}
    />
  );
}
