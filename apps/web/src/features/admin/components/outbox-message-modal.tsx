import { DataList, Modal, Paper, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { OutboxMessage } from '../api/get-outbox';
import { useT } from '../../../i18n/i18n-provider';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { LinkedText } from './linked-text';
import { outboxMessages as text } from './messages';
import { OutboxStatusBadge } from './outbox-status-badge';

interface OutboxMessageModalProps {
  message: OutboxMessage | null;
  onClose: () => void;
}

/** One email as its recipient would read it, with its links clickable. */
export function OutboxMessageModal({ message, onClose }: OutboxMessageModalProps) {
  const t = useT();
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      title={message?.subject}
      size="lg"
      closeButtonProps={{ 'aria-label': t(text.close) }}
    >
      {message && (
        <>
          <DataList labelWidth={110} gap={6} size="sm">
            <Row label={t(text.to)} value={message.to} />
            <Row label={t(text.status)} value={<OutboxStatusBadge status={message.status} />} />
            <Row label={t(text.created)} value={formatDateTime(message.createdAt)} />
            {message.sentAt && <Row label={t(text.sent)} value={formatDateTime(message.sentAt)} />}
            {message.attempts > 0 && (
              <Row label={t(text.attempts)} value={formatNumber(message.attempts)} />
            )}
            {message.lastError && <Row label={t(text.lastError)} value={message.lastError} />}
            {message.attachments.length > 0 && (
              <Row label={t(text.attachments)} value={message.attachments.join(', ')} />
            )}
            {Object.keys(message.headers).length > 0 && (
              <Row
                label={t(text.headers)}
                value={
                  <Text
                    component="pre"
                    size="xs"
                    ff="monospace"
                    m={0}
                    style={{ whiteSpace: 'pre-wrap' }}
                  >
                    {Object.entries(message.headers)
                      .map(([name, value]) => `${name}: ${value}`)
                      .join('\n')}
                  </Text>
                }
              />
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
