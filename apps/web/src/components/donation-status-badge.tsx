import { Badge } from '@mantine/core';
import type { DonationStatus } from '@portal/contract';
import { useT } from '../i18n/i18n-provider';
import { donationStatusMessages } from './donation-status.messages';
import readable from './readable-badge.module.css';

const colors: Record<DonationStatus, string> = {
  created: 'gray',
  paid: 'green',
  failed: 'red',
  active: 'blue',
  cancelled: 'orange',
};

export function DonationStatusBadge({ status }: { status: DonationStatus }) {
  const t = useT();
  return (
    // Never shortened when a narrow table squeezes the column.
    <Badge color={colors[status]} variant="light" miw="max-content" className={readable.readable}>
      {t(donationStatusMessages[status])}
    </Badge>
  );
}
