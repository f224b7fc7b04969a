import { Badge } from '@mantine/core';
import type { Ticket } from '@portal/contract';
import classes from '../../../components/readable-badge.module.css';
import { useT } from '../../../i18n/i18n-provider';
import { ticketMessages as m } from './messages';

const colors = {
  confirmed: 'green',
  waitlisted: 'orange',
  cancelled: 'gray',
  checked_in: 'blue',
  awaiting_payment: 'orange',
  expired: 'gray',
  refunded: 'gray',
} as const;

const labels = {
  confirmed: m.confirmed,
  waitlisted: m.waitlisted,
  cancelled: m.cancelled,
  checked_in: m.checkedIn,
  awaiting_payment: m.awaitingPayment,
  expired: m.expired,
  refunded: m.refunded,
} as const;

export function TicketStatusBadge({
  ticket,
}: {
  ticket: Pick<Ticket, 'status' | 'waitlistPosition'>;
}) {
  const t = useT();
  const label =
    ticket.status === 'waitlisted' && ticket.waitlistPosition !== null
      ? t(m.waitlistedAt, { position: ticket.waitlistPosition })
      : t(labels[ticket.status]);
  return (
    <Badge
      color={colors[ticket.status]}
      variant="light"
      size="lg"
      tt="none"
      miw="max-content"
      className={classes.readable}
    >
      {label}
    </Badge>
  );
}
