import { Box, Text } from '@mantine/core';
import type { Ticket } from '@portal/contract';
import { Fragment } from 'react';
import { formatEventStart } from '../../../lib/format-event-dates';

/** The ticket's facts as a description list: when, where, who and how many seats. */
export function TicketDetails({ ticket }: { ticket: Ticket }) {
  const rows: [string, string][] = [
    ['When', formatEventStart(ticket.eventDate)],
    ['Where', ticket.eventLocation],
    ['Name', ticket.name],
    ...(ticket.guestName ? [['Guest', ticket.guestName] as [string, string]] : []),
    ['Seats', String(ticket.seats)],
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
