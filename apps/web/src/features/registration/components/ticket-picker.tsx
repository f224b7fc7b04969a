import { Group, Radio, Stack, Text } from '@mantine/core';
import type { RegistrationInput, TicketType } from '@portal/contract';
import { Controller, type Control } from 'react-hook-form';
import { useT } from '../../../i18n/i18n-provider';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { canChoose, ticketAvailability, type TicketAvailability } from './ticket-availability';
import { ticketPickerMessages as m } from './ticket-messages';

interface TicketPickerProps {
  control: Control<RegistrationInput>;
  /** The event's ticket types a visitor may see (hidden ones already left out). */
  types: readonly TicketType[];
  error: string | undefined;
}

/** Issue 25 §2: one card per ticket type, its price in the event's currency and whether it sells. */
export function TicketPicker({ control, types, error }: TicketPickerProps) {
  const t = useT();
  return (
    <Controller
      control={control}
      name="ticketTypeId"
      render={({ field }) => (
        <Radio.Group
          label={t(m.legend)}
          withAsterisk
          name={field.name}
          value={field.value ?? null}
          onChange={field.onChange}
          error={error}
          styles={{ label: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
        >
          <Stack gap="sm" mt="xs">
            {types.map((type) => (
              <TicketCard
                key={type._id}
                type={type}
                availability={ticketAvailability(type)}
                onBlur={field.onBlur}
              />
            ))}
            {!types.some((type) => canChoose(ticketAvailability(type))) && (
              <Text size="sm">{t(m.noneOnSale)}</Text>
            )}
          </Stack>
        </Radio.Group>
      )}
    />
  );
}

function TicketCard({
  type,
  availability,
  onBlur,
}: {
  type: TicketType;
  availability: TicketAvailability;
  onBlur: () => void;
}) {
  const t = useT();
  const price =
    type.price.amount === 0 ? t(m.free) : formatMinorUnits(type.price.amount, type.price.currency);
  const disabled = !canChoose(availability);
  return (
    <Radio.Card
      value={type._id}
      disabled={disabled}
      onBlur={onBlur}
      radius="md"
      p="md"
      // A card that cannot be chosen still says why, readable rather than greyed out.
      style={disabled ? { cursor: 'not-allowed', opacity: 0.75 } : undefined}
    >
      <Group wrap="nowrap" align="flex-start" gap="md">
        <Radio.Indicator disabled={disabled} mt={4} />
        <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {type.name}
            </Text>
            <Text fw={600}>{price}</Text>
          </Group>
          {type.description && (
            <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
              {type.description}
            </Text>
          )}
          <AvailabilityNote availability={availability} />
        </Stack>
      </Group>
    </Radio.Card>
  );
}

function AvailabilityNote({ availability }: { availability: TicketAvailability }) {
  const t = useT();
  switch (availability.state) {
    case 'onSale':
      return null;
    case 'soldOut':
      return (
        <Text size="sm" fw={600}>
          {t(m.soldOut)}
        </Text>
      );
    case 'notYet':
      return (
        <Text size="sm" fw={600}>
          {t(m.salesOpenOn, { date: formatDateTime(availability.opens) })}
        </Text>
      );
    case 'closed':
      return (
        <Text size="sm" fw={600}>
          {t(m.salesClosed)}
        </Text>
      );
  }
}
