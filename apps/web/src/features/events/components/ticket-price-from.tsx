import { Group, Text } from '@mantine/core';
import { IconTicket } from '@tabler/icons-react';
import { lowestPrice } from '@portal/contract/ticket-price';
import type { PortalEvent } from '../../../lib/event-queries';
import { useT } from '../../../i18n/i18n-provider';
import { formatMinorUnits } from '../../../lib/format';
import { eventFactMessages as messages } from '../event-fact-messages';

/** "From ₹499.00" for an event selling tickets (issue 25); "Free" when the cheapest costs nothing. */
export function TicketPriceFrom({ event }: { event: PortalEvent }) {
  const t = useT();
  const lowest = lowestPrice(event.ticketTypes ?? []);
  if (!lowest) return null;
  return (
    <Group gap={8} wrap="nowrap">
      <IconTicket size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text size="sm" data-testid="price-from">
        {lowest.amount === 0
          ? t(messages.free)
          : t(messages.priceFrom, { price: formatMinorUnits(lowest.amount, lowest.currency) })}
      </Text>
    </Group>
  );
}
