import { Badge } from '@mantine/core';
import type { OutboxMessage } from '../api/get-outbox';

const statuses: Record<OutboxMessage['status'], { label: string; color: string }> = {
  queued: { label: 'Queued', color: 'blue' },
  sent: { label: 'Sent', color: 'green' },
  // No SMTP server configured: the message is kept here for an admin to read.
  stored: { label: 'Stored', color: 'gray' },
  failed: { label: 'Failed', color: 'red' },
};

export function OutboxStatusBadge({ status }: { status: OutboxMessage['status'] }) {
  const { label, color } = statuses[status];
  return (
    // Never shortened to "STOR…" when a narrow table squeezes the column.
    <Badge color={color} variant="light" miw="max-content">
      {label}
    </Badge>
  );
}
