import { Badge } from '@mantine/core';
import { useT } from '../../../i18n/i18n-provider';
import type { OutboxMessage } from '../api/get-outbox';
import { outboxStatusMessages } from './messages';

const colors: Record<OutboxMessage['status'], string> = {
  queued: 'blue',
  sent: 'green',
  // No SMTP server configured: the message is kept here for an admin to read.
  stored: 'gray',
  failed: 'red',
};

export function OutboxStatusBadge({ status }: { status: OutboxMessage['status'] }) {
  const t = useT();
  return (
    // Never shortened to "STOR…" when a narrow table squeezes the column.
    <Badge color={colors[status]} variant="light" miw="max-content">
      {t(outboxStatusMessages[status])}
    </Badge>
  );
}
