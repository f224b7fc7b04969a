import { Badge } from '@mantine/core';
import type { Registration } from '@portal/contract';
import classes from '../../../components/readable-badge.module.css';
import { useT, type Translate } from '../../../i18n/i18n-provider';
import { registrationsMessages as m } from './dashboard-messages';

const colors: Record<Registration['status'], string> = {
  confirmed: 'blue',
  waitlisted: 'yellow',
  cancelled: 'gray',
  checked_in: 'green',
  awaiting_payment: 'orange',
  expired: 'gray',
  refunded: 'gray',
};

const otherLabels = {
  confirmed: m.confirmed,
  cancelled: m.cancelled,
  awaiting_payment: m.awaitingPayment,
  expired: m.expired,
  refunded: m.refunded,
} as const;

export function registrationStatusLabel(
  t: Translate,
  { status, waitlistPosition }: Registration,
): string {
  if (status === 'waitlisted')
    return waitlistPosition ? t(m.waitlistedAt, { position: waitlistPosition }) : t(m.waitlisted);
  if (status === 'checked_in') return t(m.checkedIn);
  return t(otherLabels[status]);
}

export function RegistrationStatusBadge({ registration }: { registration: Registration }) {
  const t = useT();
  return (
    <Badge
      color={colors[registration.status]}
      variant="light"
      miw="max-content"
      className={classes.readable}
    >
      {registrationStatusLabel(t, registration)}
    </Badge>
  );
}
