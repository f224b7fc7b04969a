import { Paper, SimpleGrid, Text } from '@mantine/core';
import type { DonationLedger } from '@portal/contract';
import { useT } from '../../../i18n/i18n-provider';
import { formatMinorUnits } from '../../../lib/format';
import { ledgerMessages as text } from './messages';

/** Paid money per currency for the current filters (currencies are never added together). */
export function LedgerTotals({ totals }: { totals: DonationLedger['totals'] }) {
  const t = useT();
  if (totals.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t(text.noPaid)}
      </Text>
    );
  }
  return (
    <SimpleGrid
      cols={{ base: 1, xs: Math.min(totals.length, 3) }}
      spacing="md"
      component="ul"
      aria-label={t(text.totals)}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
    >
      {totals.map((total) => (
        <Paper key={total.currency} component="li" withBorder radius="md" p="md">
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {t(text.total, { currency: total.currency })}
          </Text>
          <Text fz="xl" fw={700} mt={4}>
            {formatMinorUnits(total.amount, total.currency)}
          </Text>
          <Text size="sm" c="dimmed">
            {t(text.paidCount, { count: total.count })}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
