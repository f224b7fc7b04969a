import { Badge } from '@mantine/core';
import type { EventStatus } from '@portal/contract';
import classes from '../../../components/readable-badge.module.css';

const statuses: Record<EventStatus, { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  published: { label: 'Published', color: 'green' },
  cancelled: { label: 'Cancelled', color: 'red' },
};

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const { label, color } = statuses[status];
  return (
    <Badge color={color} variant="light" miw="max-content" className={classes.readable}>
      {label}
    </Badge>
  );
}
