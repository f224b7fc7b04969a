import { Button, Text } from '@mantine/core';
import type { Ticket } from '@portal/contract';
import { IconReceiptRefund } from '@tabler/icons-react';
import { openConfirmModal } from '../../../components/confirm-modal';
import { useT } from '../../../i18n/i18n-provider';
import { formatMinorUnits } from '../../../lib/format';
import { ticketActionMessages } from './messages';
import { ticketRefundMessages as m } from './refund-messages';

interface RefundTicketButtonProps {
  ticket: Ticket;
  pending: boolean;
  onConfirm: () => void;
}

/** The holder's "Cancel and get a refund", while the event's refund window is open (ADR 42). */
export function RefundTicketButton({ ticket, pending, onConfirm }: RefundTicketButtonProps) {
  const t = useT();
  const paid = ticket.amountPaid;
  if (!ticket.canRefund || !paid) return null;
  const ask = () =>
    void openConfirmModal({
      title: t(m.refundTitle),
      centered: true,
      closeButtonProps: { 'aria-label': t(ticketActionMessages.close) },
      children: (
        <Text size="sm">
          {t(m.refundBody, { amount: formatMinorUnits(paid.amount, paid.currency) })}
        </Text>
      ),
      labels: { confirm: t(m.confirmRefund), cancel: t(ticketActionMessages.keepRegistration) },
      // red.9: white text on it keeps WCAG AA contrast (the default red is 3.8:1).
      confirmProps: { color: 'red.9' },
      onConfirm,
    });
  return (
    <Button
      color="red"
      variant="light"
      leftSection={<IconReceiptRefund size={18} aria-hidden />}
      loading={pending}
      onClick={ask}
    >
      {t(m.cancelForRefund)}
    </Button>
  );
}
