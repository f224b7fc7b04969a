import { Badge } from '@mantine/core';
import type { Registration } from '@portal/contract';
import classes from '../../../components/readable-badge.module.css';

const colors: Record<Registration['status'], string> = {
  confirmed: 'blue',
  waitlisted: 'yellow',
  cancelled: 'gray',
  checked_in: 'green',
};

export function registrationStatusLabel({ status, waitlistPosition }: Registration): string {
  if (status === 'waitlisted')
    return waitlistPosition ? `Waitlisted (#${waitlistPosition})` : 'Waitlisted';
  if (status === 'checked_in') return 'Checked in';
  return status === 'confirmed' ? 'Confirmed' : 'Cancelled';
}

export function RegistrationStatusBadge({ registration }: { registration: Registration }) {
  return (
    <Badge
      color={colors[registration.status]}
      variant="light"
      miw="max-content"
      className={classes.readable}
    >
      {registrationStatusLabel(registration)}
    </Badge>
  );
}
