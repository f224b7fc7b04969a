import { Badge } from '@mantine/core';
import type { EventStatus } from '@portal/contract';
import classes from '../../../components/readable-badge.module.css';
import { useT } from '../../../i18n/i18n-provider';
import { eventCommonMessages } from './messages';

const colors: Record<EventStatus, string> = {
  draft: 'gray',
  published: 'green',
  cancelled: 'red',
};

export function EventStatusBadge({ status }: { status: EventStatus }) {
  const t = useT();
  return (
    <Badge color={colors[status]} variant="light" miw="max-content" className={classes.readable}>
      {t(eventCommonMessages[status])}
    </Badge>
  );
}
