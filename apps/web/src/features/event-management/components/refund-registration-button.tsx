import { Button, Text } from '@mantine/core';
import type { Registration } from '@portal/contract';
import { IconReceiptRefund, IconX } from '@tabler/icons-react';
import { memo } from 'react';
import { openConfirmModal } from '../../../components/confirm-modal';
import { useT } from '../../../i18n/i18n-provider';
import { formatMinorUnits } from '../../../lib/format';
import { refundButtonMessages as m } from './refund-messages';

interface RefundRegistrationButtonProps {
  registration: Registration;
  pending: boolean;
  onRefund: (registration: Registration) => void;
}

const live: readonly Registration['status'][] = [
  'confirmed',
  'checked_in',
  'waitlisted',
  'awaiting_payment',
];

/**
 * A live registration's way out, asked first in a dialog: a paid one is refunded through
 * Razorpay (issue 25 §4); a free or unpaid one is cancelled, as the attendee's link would.
 */
// Memoised: typing in the table's search box re-renders every row, and the buttons need not.
export const RefundRegistrationButton = memo(function RefundRegistrationButton({
  registration,
  pending,
  onRefund,
}: RefundRegistrationButtonProps) {
  const t = useT();
  if (!live.includes(registration.status)) return null;
  const paid =
    registration.amountPaid &&
    registration.amountPaid.amount > 0 &&
    (registration.status === 'confirmed' || registration.status === 'checked_in')
      ? registration.amountPaid
      : null;
  const name = registration.name;
  const ask = () =>
    void openConfirmModal({
      title: paid ? t(m.refundTitle, { name }) : t(m.cancelTitle, { name }),
      centered: true,
      closeButtonProps: { 'aria-label': t(m.close) },
      children: (
        <Text size="sm">
          {paid
            ? t(m.refundBody, { name, amount: formatMinorUnits(paid.amount, paid.currency) })
            : t(m.cancelBody, { name })}
        </Text>
      ),
      labels: { confirm: paid ? t(m.confirmRefund) : t(m.confirmCancel), cancel: t(m.keep) },
      // red.9: white text on it keeps WCAG AA contrast (the default red is 3.8:1).
      confirmProps: { color: 'red.9' },
      onConfirm: () => onRefund(registration),
    });
  return (
    <Button
      size="compact-sm"
      variant="light"
      color="red"
      leftSection={
        paid ? <IconReceiptRefund size={16} aria-hidden /> : <IconX size={16} aria-hidden />
      }
      loading={pending}
      aria-label={paid ? t(m.refundFor, { name }) : t(m.cancelFor, { name })}
      onClick={ask}
    >
      {paid ? t(m.refund) : t(m.cancel)}
    </Button>
  );
});
