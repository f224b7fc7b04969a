import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { donationCurrencies, donationStatuses } from '@portal/contract';
import { IconFilterOff } from '@tabler/icons-react';
import type { LedgerFilters } from '../api/get-donation-ledger';
import { donationStatusLabels } from '../../../components/donation-status-badge';

interface LedgerFiltersProps {
  filters: LedgerFilters;
  onChange: (filters: LedgerFilters) => void;
}

const statusOptions = [
  { value: '', label: 'All statuses' },
  ...donationStatuses.map((status) => ({ value: status, label: donationStatusLabels[status] })),
];
const currencyOptions = [
  { value: '', label: 'All currencies' },
  ...donationCurrencies.map((currency) => ({ value: currency, label: currency })),
];

/** Status, currency and a date range; the route keeps them in the address. */
export function LedgerFiltersBar({ filters, onChange }: LedgerFiltersProps) {
  const set = (key: keyof LedgerFilters, value: string) =>
    onChange({ ...filters, [key]: value || undefined });
  const any = Object.values(filters).some(Boolean);

  return (
    <Group align="flex-end" gap="sm" role="search" aria-label="Filter donations">
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" style={{ flex: 1, minWidth: 0 }}>
        <NativeSelect
          label="Status"
          data={statusOptions}
          value={filters.status ?? ''}
          onChange={(event) => set('status', event.currentTarget.value)}
        />
        <NativeSelect
          label="Currency"
          data={currencyOptions}
          value={filters.currency ?? ''}
          onChange={(event) => set('currency', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="From"
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => set('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label="To"
          value={filters.to ?? ''}
          min={filters.from}
          onChange={(event) => set('to', event.currentTarget.value)}
        />
      </SimpleGrid>
      {any && (
        <Button
          variant="subtle"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange({})}
        >
          Clear filters
        </Button>
      )}
    </Group>
  );
}
