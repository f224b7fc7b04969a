import { DataList, Modal, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OutboxMessage } from '../api/get-outbox';
import { formatDateTime } from './format-date-time';
import { LinkedText } from './linked-text';
import { OutboxStatusBadge } from './outbox-status-badge';

interface OutboxMessageModalProps {
  message: OutboxMessage | null;
  onClose: () => void;
}

/** One email as its recipient would read it, with its links clickable. */
export function OutboxMessageModal({ message, onClose }: OutboxMessageModalProps) {
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={message?.subject}
      size="lg"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {message && (
        <>
          <DataList labelWidth={110} gap={6} size="sm">
            <Row label="To" value={message.to} />
            <Row label="Status" value={<OutboxStatusBadge status={message.status} />} />
            <Row label="Created" value={formatDateTime(message.createdAt)} />
            {message.sentAt && <Row label="Sent" value={formatDateTime(message.sentAt)} />}
            {message.attempts > 0 && <Row label="Attempts" value={message.attempts} />}
            {message.lastError && <Row label="Last error" value={message.lastError} />}
            {message.attachments.length > 0 && (
              <Row label="Attachments" value={message.attachments.join(', ')} />
            )}
          </DataList>
          <Paper withBorder radius="md" p="md" mt="md" bg="var(--mantine-color-default-hover)">
            <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
              <LinkedText text={message.text} />
            </Text>
          </Paper>
        </>
      )}
    </Modal>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
