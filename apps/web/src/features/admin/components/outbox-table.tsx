import { Table, Text, UnstyledButton } from '@mantine/core';
import type { OutboxMessage } from '../api/get-outbox';
import { useT } from '../../../i18n/i18n-provider';
import { formatDateTime } from '../../../lib/format';
import { outboxMessages as text } from './messages';
import classes from './outbox-table.module.css';
import { OutboxStatusBadge } from './outbox-status-badge';

interface OutboxTableProps {
  messages: OutboxMessage[];
  onOpen: (message: OutboxMessage) => void;
}

/** Emails newest first; the subject opens the message. */
export function OutboxTable({ messages, onOpen }: OutboxTableProps) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={300}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">{t(text.to)}</Table.Th>
            <Table.Th>{t(text.subject)}</Table.Th>
            <Table.Th>{t(text.status)}</Table.Th>
            <Table.Th visibleFrom="sm">{t(text.created)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {messages.map((message) => (
            <Table.Tr key={message._id}>
              <Table.Td className={classes.to} visibleFrom="sm">
                {message.to}
              </Table.Td>
              <Table.Td>
                <UnstyledButton
                  className={classes.subject}
                  onClick={() => onOpen(message)}
                  aria-haspopup="dialog"
                >
                  {message.subject}
                </UnstyledButton>
                {/* On a phone the To and Created columns fold in here. */}
                <Text size="xs" c="dimmed" mt={4} hiddenFrom="sm" className={classes.to}>
                  {t(text.toLine, { to: message.to, time: formatDateTime(message.createdAt) })}
                </Text>
              </Table.Td>
              <Table.Td>
                <OutboxStatusBadge status={message.status} />
              </Table.Td>
              <Table.Td visibleFrom="sm">
                <Text
                  size="sm"
                  component="time"
                  dateTime={message.createdAt}
                  style={{ whiteSpace: 'nowrap' }}
                >
                  {formatDateTime(message.createdAt)}
                </Text>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
