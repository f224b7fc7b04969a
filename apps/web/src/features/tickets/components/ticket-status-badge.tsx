import { Badge } from '@mantine/core';
import type { Ticket } from '@portal/contract';
import classes from '../../../components/readable-badge.module.css';

const statuses = {
  confirmed: { label: 'Confirmed', color: 'green' },
  waitlisted: { label: 'Waitlisted', color: 'orange' },
  cancelled: { label: 'Cancelled', color: 'gray' },
  checked_in: { label: 'Checked in', color: 'blue' },
} as const;

export function TicketStatusBadge({
  ticket,
}: {
  ticket: Pick<Ticket, 'status' | 'waitlistPosition'>;
}) {
  const { label, color } = statuses[ticket.status];
  const position =
    ticket.status === 'waitlisted' && ticket.waitlistPosition !== null
      ? ` (position ${ticket.waitlistPosition})`
      : '';
  return (
    <Badge
      color={color}
      variant="light"
      size="lg"
      tt="none"
      miw="max-content"
      className={classes.readable}
    >
      {label}
      {position}
    </Badge>
  );
}
