import { Button, Group, NativeSelect, SimpleGrid } from '@mantine/core';
import { ticketLedgerKinds, type PortalEvent } from '@portal/contract';
import { IconFilterOff } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n-provider';
import type { TicketLedgerFilters } from '../api/get-ticket-ledger';
import { ledgerKindMessages, ticketLedgerMessages as text } from './messages';

interface TicketLedgerFiltersProps {
  filters: TicketLedgerFilters;
  events: readonly PortalEvent[];
  onChange: (filters: TicketLedgerFilters) => void;
}

/** Event and kind; the route keeps them in the address. */
export function TicketLedgerFiltersBar({ filters, events, onChange }: TicketLedgerFiltersProps) {
  const t = useT();
  const eventOptions = [
    { value: '', label: t(text.allEvents) },
    ...events.map((event) => ({ value: event._id, label: event.title })),
  ];
  // An event from a link that is not in the list (deleted since) still shows as chosen.
  if (filters.eventId && !events.some((event) => event._id === filters.eventId))
    eventOptions.push({ value: filters.eventId, label: t(text.deletedEvent) });
  const kindOptions = [
    { value: '', label: t(text.allKinds) },
    ...ticketLedgerKinds.map((kind) => ({ value: kind, label: t(ledgerKindMessages[kind]) })),
  ];
  const any = Boolean(filters.eventId || filters.kind);

  return (
    <Group align="flex-end" gap="sm" role="search" aria-label={t(text.filter)}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm" style={{ flex: 1, minWidth: 0 }}>
        <NativeSelect
          label={t(text.event)}
          data={eventOptions}
          value={filters.eventId ?? ''}
          onChange={(event) =>
            onChange({ ...filters, eventId: event.currentTarget.value || undefined })
          }
        />
        <NativeSelect
          label={t(text.kind)}
          data={kindOptions}
          value={filters.kind ?? ''}
          onChange={(event) => {
            const kind = ticketLedgerKinds.find((known) => known === event.currentTarget.value);
            onChange({ ...filters, kind });
          }}
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
