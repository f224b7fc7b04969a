import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm-modal';
import type { Ticket } from '@portal/contract';
import { IconUserCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { withElements } from '../../../i18n/with-elements';
import { describeFailure } from '../../../lib/form-errors';
import { loginHref } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { formatDateTime } from '../../../lib/format';
import { useTicketAction } from '../api/ticket-queries';
import { ticketActionMessages as m } from './messages';
import { RefundTicketButton } from './refund-ticket-button';
import { ticketRefundMessages } from './refund-messages';

interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** Cancel (the attendee) and check in (an organiser scanning the QR code), with their outcome. */
export function TicketActions({ ticket, secret }: { ticket: Ticket; secret: string }) {
  const t = useT();
  const { pathname, search } = useLocation();
  const { isLoggedIn } = useSession();
  const cancel = useTicketAction(secret, 'cancel');
  const checkIn = useTicketAction(secret, 'checkIn');
  const refund = useTicketAction(secret, 'refund');
  const [notice, setNotice] = useState<Notice | null>(null);

  const callbacks = {
    onSuccess: ({ message }: { message: string }) => setNotice({ kind: 'success', text: message }),
    onError: (error: unknown) =>
      setNotice({
        kind: 'error',
        text: describeFailure(error, { fallback: t(m.somethingWentWrong) }),
      }),
  };

  // A paid ticket in its refund window is cancelled for a refund instead (issue 25 §4).
  const refundable = Boolean(ticket.canRefund && ticket.amountPaid);
  const paidConfirmed = ticket.status === 'confirmed' && (ticket.amountPaid?.amount ?? 0) > 0;
  const canCancel =
    !refundable && (ticket.status === 'confirmed' || ticket.status === 'waitlisted');
  const canCheckIn = ticket.canCheckIn && ticket.status === 'confirmed';

  const confirmCancel = () =>
    void openConfirmModal({
      title: t(m.cancelTitle),
      centered: true,
      closeButtonProps: { 'aria-label': t(m.close) },
      children: (
        <>
          <Text size="sm">{ticket.guestName ? t(m.cancelWithGuest) : t(m.cancelAlone)}</Text>
          {paidConfirmed && (
            <Text size="sm" mt="xs" fw={600}>
              {t(ticketRefundMessages.noRefund)}
            </Text>
          )}
        </>
      ),
      labels: { confirm: t(m.cancelRegistration), cancel: t(m.keepRegistration) },
      // red.9: white text on it keeps WCAG AA contrast (the default red is 3.8:1).
      confirmProps: { color: 'red.9' },
      onConfirm: () => {
        setNotice(null);
        cancel.mutate(undefined, callbacks);
      },
    });

  return (
    <Stack gap="md">
      {notice && <FormAlert kind={notice.kind}>{notice.text}</FormAlert>}
      {(canCheckIn || canCancel || refundable) && (
        <Group gap="sm">
          {canCheckIn && (
            <Button
              leftSection={<IconUserCheck size={18} aria-hidden />}
              loading={checkIn.isPending}
              onClick={() => {
                setNotice(null);
                checkIn.mutate(undefined, callbacks);
              }}
            >
              {t(m.checkIn)}
            </Button>
          )}
          {canCancel && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={18} aria-hidden />}
              loading={cancel.isPending}
              onClick={confirmCancel}
            >
              {t(m.cancelRegistration)}
            </Button>
          )}
          <RefundTicketButton
            ticket={ticket}
            pending={refund.isPending}
            onConfirm={() => {
              setNotice(null);
              refund.mutate(undefined, callbacks);
            }}
          />
        </Group>
      )}
      {refundable && ticket.refundableUntil && (
        <Text size="sm" c="dimmed">
          {t(ticketRefundMessages.refundableUntil, {
            date: formatDateTime(ticket.refundableUntil),
          })}
        </Text>
      )}
      {ticket.status === 'confirmed' && !isLoggedIn && (
        <Text size="sm" c="dimmed">
          {withElements(t, m.signInToCheckIn, {
            signIn: (
              <Anchor component={Link} to={loginHref(`${pathname}${search}`)}>
                {t(m.signIn)}
              </Anchor>
            ),
          })}
        </Text>
      )}
      {ticket.status === 'refunded' && !notice && (
        <Text size="sm" c="dimmed">
          {t(ticketRefundMessages.refundedNote)}
        </Text>
      )}
      {ticket.status === 'cancelled' && !notice && (
        <Text size="sm" c="dimmed">
          {t(m.cancelledNote)}
        </Text>
      )}
    </Stack>
  );
}
