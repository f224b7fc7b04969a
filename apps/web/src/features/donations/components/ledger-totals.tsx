import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { DonationLedger } from '@portal/contract';
import { formatMinorUnits } from '../../../lib/format';

/** Paid money per currency for the current filters (currencies are never added together). */
export function LedgerTotals({ totals }: { totals: DonationLedger['totals'] }) {
  if (totals.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No paid donations match these filters.
      </Text>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, xs: Math.min(totals.length, 3) }}
      spacing="md"
      component="ul"
      aria-label="Totals per currency"
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {totals.map((total) => (
        <Paper key={total.currency} component="li" withBorder radius="md" p="md">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {`Total ${total.currency}`}
          </Text>
          <Text fz="xl" fw={700} mt={4}>
            {formatMinorUnits(total.amount, total.currency)}
          </Text>
          <Text size="sm" c="dimmed">
            {total.count === 1 ? '1 paid donation' : `${total.count} paid donations`}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
