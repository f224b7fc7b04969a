import { Box, Text } from '@mantine/core';
import type { Ticket } from '@portal/contract';
import { Fragment } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { formatMinorUnits, formatNumber } from '../../../lib/format';
import { useEventTimeText } from '../../../components/event-time';
import { ticketMessages as m } from './messages';
import { ticketRefundMessages } from './refund-messages';
import { readerTitledName } from '../../../lib/person-titles';

/** The ticket's facts as a description list: when, where, who, how many seats, what was paid. */
export function TicketDetails({ ticket }: { ticket: Ticket }) {
  const t = useT();
  const when = useEventTimeText({ date: ticket.eventDate, timeZone: ticket.eventTimeZone }, false);
  const rows: [string, string][] = [
    [t(m.when), when],
    [t(m.where), ticket.eventLocation],
    [t(m.name), readerTitledName(t, ticket.name)],
    ...(ticket.guestName
      ? [[t(m.guest), readerTitledName(t, ticket.guestName)] as [string, string]]
      : []),
    [t(m.seats), formatNumber(ticket.seats)],
    ...(ticket.amountPaid && ticket.amountPaid.amount > 0
      ? [
          [
            t(ticketRefundMessages.paid),
            formatMinorUnits(ticket.amountPaid.amount, ticket.amountPaid.currency),
          ] as [string, string],
        ]
      : []),
  ];
  return (
    <Box
      component="dl"
      m={0}
      style={{
        display: 'grid',
        alignItems: 'baseline',
        gridTemplateColumns: 'max-content minmax(0, 1fr)',
        columnGap: 'var(--mantine-spacing-lg)',
        rowGap: 'var(--mantine-spacing-xs)',
      }}
    >
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Text component="dt" c="dimmed" size="sm" fw={600}>
            {label}
          </Text>
          <Text component="dd" m={0} style={{ overflowWrap: 'anywhere' }}>
            {value}
          </Text>
        </Fragment>
      ))}
    </Box>
  );
}
