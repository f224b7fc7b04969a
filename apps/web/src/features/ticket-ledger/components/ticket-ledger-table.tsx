import { Badge, Table, Text } from '@mantine/core';
import type { TicketLedgerEntry, TicketLedgerKind } from '@portal/contract';
import readable from '../../../components/readable-badge.module.css';
import { useT } from '../../../i18n/i18n-provider';
import { formatDateTime, formatMinorUnits } from '../../../lib/format';
import { ledgerKindMessages, ticketLedgerMessages as text } from './messages';

const dash = '—';
const mono = {
  fontFamily: 'var(--mantine-font-family-monospace)',
  overflowWrap: 'anywhere',
} as const;

const kindColours: Record<TicketLedgerKind, string> = {
  order_created: 'gray',
  paid: 'green',
  payment_failed: 'orange',
  hold_expired: 'gray',
  refund_requested: 'blue',
  refunded: 'blue',
  mismatch: 'red',
};

/**
 * The ledger, newest first. Below 1200 px the event and references fold into the attendee's
 * cell; on a phone the time folds under the kind, so nothing scrolls sideways at 375 px.
 */
export function TicketLedgerTable({ entries }: { entries: readonly TicketLedgerEntry[] }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="sm" highlightOnHover fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th visibleFrom="sm">{t(text.time)}</Table.Th>
            <Table.Th>{t(text.kind)}</Table.Th>
            <Table.Th>{t(text.attendee)}</Table.Th>
            <Table.Th visibleFrom="lg">{t(text.event)}</Table.Th>
            <Table.Th ta="end">{t(text.amount)}</Table.Th>
            <Table.Th visibleFrom="lg">{t(text.reference)}</Table.Th>
            <Table.Th visibleFrom="lg">{t(text.detail)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td visibleFrom="sm" style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              </Table.Td>
              <Table.Td>
                <Badge
                  variant="light"
                  color={kindColours[entry.kind]}
                  radius="sm"
                  miw="max-content"
                  className={readable.readable}
                >
                  {t(ledgerKindMessages[entry.kind])}
                </Badge>
                <Text size="xs" c="dimmed" hiddenFrom="sm" mt={4}>
                  <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                </Text>
                {entry.flagged && (
                  <Text size="xs" c="red.8" fw={600} mt={4}>
                    {t(text.needsAttention)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {entry.attendeeName ?? t(text.unknownAttendee)}
                <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                  {entry.attendeeEmail}
                </Text>
                <Text size="xs" c="dimmed" hiddenFrom="lg" style={{ overflowWrap: 'anywhere' }}>
                  {[entry.eventTitle ?? t(text.deletedEvent), entry.paymentId ?? entry.orderId]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="lg" style={{ overflowWrap: 'anywhere' }}>
                {entry.eventTitle ?? t(text.deletedEvent)}
              </Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                {entry.amount !== null && entry.currency
                  ? formatMinorUnits(entry.amount, entry.currency)
                  : dash}
              </Table.Td>
              <Table.Td visibleFrom="lg" style={mono}>
                {entry.paymentId ?? entry.orderId ?? dash}
              </Table.Td>
              <Table.Td visibleFrom="lg" style={{ overflowWrap: 'anywhere' }}>
                {entry.detail ?? dash}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
