import { Badge } from '@mantine/core';
import type { DonationStatus } from '@portal/contract';
import readable from './readable-badge.module.css';

/** A donation's status in words; shared by Account Settings and the admin ledger. */
export const donationStatusLabels: Record<DonationStatus, string> = {
  // An order was made but Checkout has not (yet) taken the money.
  created: 'Pending',
  paid: 'Paid',
  failed: 'Failed',
  // A monthly donation that is still running.
  active: 'Active',
  cancelled: 'Cancelled',
};

const colors: Record<DonationStatus, string> = {
  created: 'gray',
  paid: 'green',
  failed: 'red',
  active: 'blue',
  cancelled: 'orange',
};

export function DonationStatusBadge({ status }: { status: DonationStatus }) {
  return (
    // Never shortened when a narrow table squeezes the column.
    <Badge color={colors[status]} variant="light" miw="max-content" className={readable.readable}>
      {donationStatusLabels[status]}
    </Badge>
  );
}
