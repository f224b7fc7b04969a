import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { donationCurrencies, donationStatuses } from '@portal/contract';
import { IconFilterOff } from '@tabler/icons-react';
import { donationStatusMessages } from '../../../components/donation-status.messages';
import { useT } from '../../../i18n/i18n-provider';
import type { LedgerFilters } from '../api/get-donation-ledger';
import { ledgerMessages as text } from './messages';

interface LedgerFiltersProps {
  filters: LedgerFilters;
  onChange: (filters: LedgerFilters) => void;
}

/** Status, currency and a date range; the route keeps them in the address. */
export function LedgerFiltersBar({ filters, onChange }: LedgerFiltersProps) {
  const t = useT();
  const statusOptions = [
    { value: '', label: t(text.allStatuses) },
    ...donationStatuses.map((status) => ({
      value: status,
      label: t(donationStatusMessages[status]),
    })),
  ];
  const currencyOptions = [
    { value: '', label: t(text.allCurrencies) },
    ...donationCurrencies.map((currency) => ({ value: currency, label: currency })),
  ];
  const set = (key: keyof LedgerFilters, value: string) =>
    onChange({ ...filters, [key]: value || undefined });
  const any = Object.values(filters).some(Boolean);

  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={t(text.filter)}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" style={{ flex: 1, minWidth: 0 }}>
        <NativeSelect
          label={t(text.status)}
          data={statusOptions}
          value={filters.status ?? ''}
          onChange={(event) => set('status', event.currentTarget.value)}
        />
        <NativeSelect
          label={t(text.currency)}
          data={currencyOptions}
          value={filters.currency ?? ''}
          onChange={(event) => set('currency', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t(text.from)}
          value={filters.from ?? ''}
          max={filters.to}
          onChange={(event) => set('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t(text.to)}
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
          {t(text.clearFilters)}
        </Button>
      )}
    </Group>
  );
}
