import { Table, Text } from '@mantine/core';
import type { Donation } from '@portal/contract';
import { DonationStatusBadge } from '../../../components/donation-status-badge';
import { useT } from '../../../i18n/i18n-provider';
import { formatMinorUnits, formatShortDate } from '../../../lib/format';
import { frequencyMessages, ledgerMessages as text } from './messages';

const dash = '—';
const mono = {
  fontFamily: 'var(--mantine-font-family-monospace)',
  overflowWrap: 'anywhere',
} as const;

/** The ledger, newest first. Below 1200 px the less needed columns fold into the donor's cell. */
export function LedgerTable({ donations }: { donations: Donation[] }) {
  const t = useT();
  return (
    <Table.ScrollContainer minWidth={340}>
      <Table verticalSpacing="sm" highlightOnHover fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t(text.date)}</Table.Th>
            <Table.Th>{t(text.donor)}</Table.Th>
            <Table.Th visibleFrom="lg">{t(text.email)}</Table.Th>
            <Table.Th ta="end">{t(text.amount)}</Table.Th>
            <Table.Th visibleFrom="lg">{t(text.currency)}</Table.Th>
            <Table.Th visibleFrom="lg">{t(text.frequency)}</Table.Th>
            <Table.Th>{t(text.status)}</Table.Th>
            <Table.Th visibleFrom="lg">{t(text.receiptNumber)}</Table.Th>
            <Table.Th visibleFrom="lg">{t(text.paymentId)}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {donations.map((donation) => (
            <Table.Tr key={donation._id}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <time dateTime={donation.createdAt}>{formatShortDate(donation.createdAt)}</time>
              </Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                {donation.donorName ?? t(text.anonymous)}
                <Text size="xs" c="dimmed" hiddenFrom="lg" style={{ overflowWrap: 'anywhere' }}>
                  {[
                    donation.donorEmail,
                    donation.receiptNumber && t(text.receipt, { number: donation.receiptNumber }),
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
                    {t(text.monthly)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td visibleFrom="lg">{donation.currency}</Table.Td>
              <Table.Td visibleFrom="lg">{t(frequencyMessages[donation.frequency])}</Table.Td>
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
