import { Table, Text } from '@mantine/core';
import type { Donation } from '@portal/contract';
import dayjs from 'dayjs';
import { DonationStatusBadge } from '../../../components/donation-status-badge';
import { formatMinorUnits } from '../../../lib/format';
import { frequencyLabels } from './donation-labels';

const dash = '—';
const mono = {
  fontFamily: 'var(--mantine-font-family-monospace)',
  overflowWrap: 'anywhere',
} as const;

/** The ledger, newest first. Below 1200 px the less needed columns fold into the donor's cell. */
export function LedgerTable({ donations }: { donations: Donation[] }) {
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="sm" highlightOnHover fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Date</Table.Th>
            <Table.Th>Donor</Table.Th>
            <Table.Th visibleFrom="lg">Email</Table.Th>
            <Table.Th ta="end">Amount</Table.Th>
            <Table.Th visibleFrom="lg">Currency</Table.Th>
            <Table.Th visibleFrom="lg">Frequency</Table.Th>
            <Table.Th>Status</Table.Th>
            <Table.Th visibleFrom="lg">Receipt no.</Table.Th>
            <Table.Th visibleFrom="lg">Payment ID</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {donations.map((donation) => (
            <Table.Tr key={donation._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={donation.createdAt}>
                  {dayjs(donation.createdAt).format('D MMM YYYY')}
                </time>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {donation.donorName ?? 'Anonymous'}
                <Text size="xs" c="dimmed" hiddenFrom="lg" style={{ overflowWrap: 'anywhere' }}>
                  {[
                    donation.donorEmail,
                    donation.receiptNumber && `Receipt ${donation.receiptNumber}`,
                    donation.paymentId,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Table.Td>
              <Table.Td visibleFrom="lg" style={{ overflowWrap: 'anywhere' }}>
                {donation.donorEmail ?? dash}
              </Table.Td>
              <Table.Td ta="end" style={{ whiteSpace: 'nowrap' }}>
                {formatMinorUnits(donation.amount, donation.currency)}
                {donation.frequency === 'monthly' && (
                  <Text size="xs" c="dimmed" hiddenFrom="lg">
                    Monthly
                  </Text>
                )}
              </Table.Td>
              <Table.Td visibleFrom="lg">{donation.currency}</Table.Td>
              <Table.Td visibleFrom="lg">{frequencyLabels[donation.frequency]}</Table.Td>
              <Table.Td>
                <DonationStatusBadge status={donation.status} />
              </Table.Td>
              <Table.Td visibleFrom="lg" style={mono}>
                {donation.receiptNumber ?? dash}
              </Table.Td>
              <Table.Td visibleFrom="lg" style={mono}>
                {donation.paymentId ?? dash}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
