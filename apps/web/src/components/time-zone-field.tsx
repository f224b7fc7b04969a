import { Select, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { memo, useMemo, useState, type ReactNode, type Ref } from 'react';
import { useT } from '../i18n/i18n-provider';
import { currentZoneName, timeZoneGroups, timeZoneLabel } from './time-zone-options';
import { timeZoneFieldMessages as m } from './time-zone-field.messages';

interface TimeZoneFieldProps {
  value: string;
  onChange: (zone: string) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  label?: ReactNode;
  description?: ReactNode;
  error?: ReactNode;
  withAsterisk?: boolean;
  /** An admin's setting may be left unset (the default zone); an event's zone may not. */
  clearable?: boolean;
  placeholder?: string;
}

/** A search finds a zone by its city, its full name ("America/Toronto") or its abbreviation. */
const filter: OptionsFilter = ({ options, search }) => {
  const words = search.toLowerCase().replaceAll('_', ' ').split(/\s+/).filter(Boolean);
  const matches = (item: ComboboxItem) => {
    const text = `${item.label} ${item.value.replaceAll('_', ' ')}`.toLowerCase();
    return words.every((word) => text.includes(word));
  };
  return options
    .map((option) =>
      'group' in option ? { ...option, items: option.items.filter(matches) } : option,
    )
    .filter((option) => ('group' in option ? option.items.length > 0 : matches(option)));
};

/**
 * The IANA zone an event happens in, or the site's default (issue 19): searchable by city,
 * grouped by region, each option with its abbreviation and offset now ("Kolkata (IST,
 * GMT+5:30)"). Shared by the event, match and site settings forms.
 */
export const TimeZoneField = memo(function TimeZoneField({
  value,
  onChange,
  clearable = false,
  label,
  placeholder,
  ...rest
}: TimeZoneFieldProps) {
  const t = useT();
  const current = value ? currentZoneName(value) : '';
  // Four hundred options are made only while the list is open: closed, the box needs only the
  // chosen zone's label (a form re-rendering as it is typed in stays quick).
  const [open, setOpen] = useState(false);
  const chosen = useMemo(
    () => (current ? [{ value: current, label: timeZoneLabel(current) }] : []),
    [current],
  );
  const all = useMemo(
    () => (open ? timeZoneGroups(current ? [current] : []) : []),
    [open, current],
  );
  const data = open ? all : chosen;
  return (
    <Select
      label={label ?? t(m.label)}
      placeholder={placeholder ?? t(m.placeholder)}
      data={data}
      value={current || null}
      onChange={(next) => onChange(next ?? '')}
      searchable
      clearable={clearable}
      allowDeselect={clearable}
      filter={filter}
      onDropdownOpen={() => setOpen(true)}
      onDropdownClose={() => setOpen(false)}
      nothingFoundMessage={t(m.nothingFound)}
      comboboxProps={{ withinPortal: true }}
      {...rest}
    />
  );
});
