import {
  Button,
  Chip,
  Collapse,
  Group,
  NumberInput,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { BATCH_MIN, batchMax, industries, openToOptions } from '@portal/contract';
import { IconAdjustmentsHorizontal, IconSearch, IconX } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { countryName, industryMessages, openToMessages } from '../../../components/alumni-labels';
import { useAlumniChoices } from '../../../components/use-alumni-choices';
import { useT, type Translate } from '../../../i18n/i18n-provider';
import { filterKeys, withFilter, type DirectoryFilters, type FilterKey } from '../directory-query';
import { directoryMessages as text, filterMessages as f } from '../messages';
import { DebouncedTextInput } from './debounced-text-input';

interface DirectoryFiltersProps {
  filters: DirectoryFilters;
  onChange: (filters: DirectoryFilters) => void;
}

/** A filter as its chip reads: "From 2005", "Pune", "Information technology". */
export function filterChipLabel(
  key: FilterKey,
  filters: DirectoryFilters,
  t: Translate,
): string | undefined {
  const value = filters[key];
  if (value === undefined) return undefined;
  switch (key) {
    case 'batch':
      return t(f.batchValue, { batch: value });
    case 'batchFrom':
      return t(f.batchFromValue, { batch: value });
    case 'batchTo':
      return t(f.batchToValue, { batch: value });
    case 'country':
      return countryName(String(value));
    case 'industry':
      return t(industryMessages[filters.industry!]);
    case 'openTo':
      return `${t(f.openTo)}: ${t(openToMessages[filters.openTo!])}`;
    default:
      return String(value);
  }
}

const toYear = (value: string | number) =>
  typeof value === 'number' && value >= BATCH_MIN && value <= batchMax() ? value : '';

/**
 * The search box (in the address bar as ?q=, once typing pauses), the filters behind a button,
 * and each active filter as a chip that removes it.
 */
export function DirectoryFiltersBar({ filters, onChange }: DirectoryFiltersProps) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const set = <K extends keyof DirectoryFilters>(key: K, value: DirectoryFilters[K] | '') =>
    onChange(withFilter(filters, key, value));
  const { countries, industryChoices: industryOptions } = useAlumniChoices();
  const active = filterKeys.filter((key) => filters[key] !== undefined);

  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" wrap="nowrap">
        <DebouncedTextInput
          label={t(text.search)}
          description={t(text.searchHint)}
          type="search"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={filters.q ?? ''}
          onChange={(value) => set('q', value)}
          style={{ flex: 1 }}
          maxLength={100}
        />
        <Button
          variant={open ? 'light' : 'default'}
          leftSection={<IconAdjustmentsHorizontal size={18} aria-hidden />}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {t(text.filters)}
          {active.length > 0 ? ` (${active.length})` : ''}
        </Button>
      </Group>

      <Collapse expanded={open} id={panelId}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" pb="xs">
          <NumberInput
            label={t(f.batchFrom)}
            min={BATCH_MIN}
            max={batchMax()}
            allowDecimal={false}
            allowNegative={false}
            value={filters.batchFrom ?? filters.batch ?? ''}
            onChange={(value) => set('batchFrom', toYear(value))}
          />
          <NumberInput
            label={t(f.batchTo)}
            min={BATCH_MIN}
            max={batchMax()}
            allowDecimal={false}
            allowNegative={false}
            value={filters.batchTo ?? filters.batch ?? ''}
            onChange={(value) => set('batchTo', toYear(value))}
          />
          <DebouncedTextInput
            label={t(f.city)}
            value={filters.city ?? ''}
            onChange={(value) => set('city', value)}
            maxLength={100}
          />
          <Select
            label={t(f.country)}
            placeholder={t(f.anyCountry)}
            data={countries}
            searchable
            clearable
            value={filters.country ?? null}
            onChange={(value) => set('country', value ?? '')}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t(f.industry)}
            placeholder={t(f.anyIndustry)}
            data={industryOptions}
            searchable
            clearable
            value={filters.industry ?? null}
            onChange={(value) =>
              set('industry', industries.find((industry) => industry === value) ?? '')
            }
          />
          <DebouncedTextInput
            label={t(f.skill)}
            value={filters.skill ?? ''}
            onChange={(value) => set('skill', value)}
            maxLength={40}
          />
          <Stack gap={6} style={{ gridColumn: 'span 2' }}>
            <Text size="sm" fw={500} id={`${panelId}-open-to`}>
              {t(f.openTo)}
            </Text>
            <Chip.Group
              value={filters.openTo ?? ''}
              onChange={(value) =>
                set('openTo', openToOptions.find((option) => option === value) ?? '')
              }
            >
              <Group gap="xs" role="group" aria-labelledby={`${panelId}-open-to`}>
                {openToOptions.map((option) => (
                  <Chip
                    key={option}
                    value={option}
                    type="radio"
                    onClick={() => {
                      // A second press on the chosen one removes the filter.
                      if (filters.openTo === option) set('openTo', '');
                    }}
                  >
                    {t(openToMessages[option])}
                  </Chip>
                ))}
              </Group>
            </Chip.Group>
          </Stack>
        </SimpleGrid>
      </Collapse>

      {active.length > 0 && (
        <Group gap="xs" role="group" aria-label={t(text.activeFilters)}>
          {active.map((key) => {
            const label = filterChipLabel(key, filters, t) ?? '';
            return (
              <Button
                key={key}
                size="compact-sm"
                variant="light"
                radius="xl"
                rightSection={<IconX size={14} aria-hidden />}
                onClick={() => set(key, '')}
                aria-label={t(text.removeFilter, { filter: label })}
              >
                {label}
              </Button>
            );
          })}
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => onChange(filters.q ? { q: filters.q } : {})}
          >
            {t(text.clearAll)}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
