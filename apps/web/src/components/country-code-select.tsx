import { Group, Select, Text, type ComboboxItem, type OptionsFilter } from '@mantine/core';
import { isPhoneCountry, type CountryCode } from '@portal/contract';
import { useState, type Ref } from 'react';
import { activeLocale } from '../i18n/active-language';
import { useT } from '../i18n/i18n-provider';
import { countryMatch, countryOption, countryOptions } from './country-options';
import { phoneFieldMessages } from './phone-field.messages';

interface CountryCodeSelectProps {
  value: CountryCode;
  onChange: (country: CountryCode) => void;
  onBlur?: () => void;
  ref?: Ref<HTMLInputElement>;
  /** The picker's accessible name; the field's visible label names the pair. */
  'aria-label'?: string;
  disabled?: boolean;
}

const selectData = new Map<string, ComboboxItem[]>();
/**
 * The picker's items, made once per language (ordered by name in it): a new array each render
 * would make Select parse them again.
 */
function dataOf(locale: string): ComboboxItem[] {
  let data = selectData.get(locale);
  if (!data) {
    data = countryOptions(locale).map(({ value, label }) => ({ value, label }));
    selectData.set(locale, data);
  }
  return data;
}

const halfXs = 'calc(var(--mantine-spacing-xs) / 2)';

/** The margins an input gets under a description and above an error, for a picker-and-box row. */
export const rowGaps = (description: boolean, error: boolean) => ({
  mt: description ? halfXs : 0,
  mb: error ? halfXs : 0,
});

/** The countries a search finds, best matches first and otherwise by name. */
const filter: OptionsFilter = ({ options, search }) =>
  options
    .map((item) => {
      const option = 'value' in item ? countryOption(String(item.value)) : undefined;
      return { item, rank: option && countryMatch(option, search) };
    })
    .filter(({ rank }) => rank !== undefined)
    .sort((a, b) => (a.rank ?? 0) - (b.rank ?? 0))
    .map(({ item }) => item);

function renderOption({ option }: { option: ComboboxItem }) {
  const country = countryOption(option.value);
  if (!country) return option.label;
  return (
    <Group gap="xs" wrap="nowrap" w="100%">
      <span aria-hidden>{country.flag}</span>
      <Text size="sm" flex={1} truncate>
        {country.name}
      </Text>
      {/* The option's own colour: a dimmed grey is unreadable on the chosen option's blue. */}
      <Text size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {country.dial}
      </Text>
    </Group>
  );
}

/**
 * The country a phone number is written in: narrow when closed (flag and dial code), a searchable
 * list of every country by name, code or dial code when open. Opening empties the box (the choice
 * stays as its placeholder), so what is typed searches rather than adds to "🇮🇳 +91". Keyboard:
 * type to search, arrows and Enter to choose, Escape to close.
 */
export function CountryCodeSelect({
  value,
  onChange,
  onBlur,
  ref,
  'aria-label': ariaLabel,
  disabled,
}: CountryCodeSelectProps) {
  const t = useT();
  const label = countryOption(value)?.label ?? value;
  const [search, setSearch] = useState(label);
  return (
    <Select
      ref={ref}
      aria-label={ariaLabel ?? t(phoneFieldMessages.countryCode)}
      data={dataOf(activeLocale())}
      value={value}
      onChange={(next) => {
        if (isPhoneCountry(next)) onChange(next);
      }}
      onBlur={onBlur}
      disabled={disabled}
      searchable
      searchValue={search}
      onSearchChange={setSearch}
      onDropdownOpen={() => setSearch('')}
      // Closed without a choice (Escape, Tab): the box shows the country again.
      onDropdownClose={() => setSearch(label)}
      placeholder={label}
      // Typing then Enter takes the best match.
      selectFirstOptionOnChange
      allowDeselect={false}
      withCheckIcon={false}
      filter={filter}
      renderOption={renderOption}
      nothingFoundMessage={t(phoneFieldMessages.noCountry)}
      maxDropdownHeight={280}
      // Wide enough for the names; the closed picker stays narrow so the number gets the room.
      comboboxProps={{ width: 280, position: 'bottom-start' }}
      w="6.75rem"
      style={{ flexShrink: 0 }}
      rightSectionWidth={24}
      autoComplete="off"
    />
  );
}
