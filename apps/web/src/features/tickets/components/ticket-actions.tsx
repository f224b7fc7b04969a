import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm-modal';
import type { Ticket } from '@portal/contract';
import { IconUserCheck, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { describeFailure } from '../../../lib/form-errors';
import { loginHref } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useTicketAction } from '../api/ticket-queries';

interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** Cancel (the attendee) and check in (an organiser scanning the QR code), with their outcome. */
export function TicketActions({ ticket, secret }: { ticket: Ticket; secret: string }) {
  const { pathname, search } = useLocation();
  const { isLoggedIn } = useSession();
  const cancel = useTicketAction(secret, 'cancel');
  const checkIn = useTicketAction(secret, 'checkIn');
  const [notice, setNotice] = useState<Notice | null>(null);

  const callbacks = {
    onSuccess: ({ message }: { message: string }) => setNotice({ kind: 'success', text: message }),
    onError: (error: unknown) =>
      setNotice({
        kind: 'error',
        text: describeFailure(error, { fallback: 'Something went wrong. Please try again.' }),
      }),
  };

  const canCancel = ticket.status === 'confirmed' || ticket.status === 'waitlisted';
  const canCheckIn = ticket.canCheckIn && ticket.status === 'confirmed';

  const confirmCancel = () =>
    void openConfirmModal({
      title: 'Cancel registration?',
      centered: true,
      closeButtonProps: { 'aria-label': 'Close' },
      children: (
        <Text size="sm">
          {ticket.guestName ? 'Your seat and your guest’s are' : 'Your seat is'} given to the next
          person waiting. This cannot be undone.
        </Text>
      ),
      labels: { confirm: 'Cancel registration', cancel: 'Keep registration' },
      confirmProps: { color: 'red' },
      onConfirm: () => {
        setNotice(null);
        cancel.mutate(undefined, callbacks);
      },
    });

  return (
    <Stack gap="md">
      {notice && <FormAlert kind={notice.kind}>{notice.text}</FormAlert>}
      {(canCheckIn || canCancel) && (
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
              Check in
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
              Cancel registration
            </Button>
          )}
        </Group>
      )}
      {ticket.status === 'confirmed' && !isLoggedIn && (
        <Text size="sm" c="dimmed">
          Organising this event?{' '}
          <Anchor component={Link} to={loginHref(`${pathname}${search}`)}>
            Sign in
          </Anchor>{' '}
          to check this ticket in.
        </Text>
      )}
      {ticket.status === 'cancelled' && !notice && (
        <Text size="sm" c="dimmed">
          This registration has been cancelled.
        </Text>
      )}
    </Stack>
  );
}
