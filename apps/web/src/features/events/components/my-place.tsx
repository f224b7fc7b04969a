import { Button, Group, Text, ThemeIcon } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { MyRegistration } from '@portal/contract';
import {
  IconCircleCheck,
  IconCreditCard,
  IconHourglass,
  IconTicket,
  IconX,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { openConfirmModal } from '../../../components/confirm-modal';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { useCancelRegistration, useMyRegistrations } from '../../../lib/my-registrations';
import { paths } from '../../../lib/paths';
import type { PortalEvent } from '../../../lib/event-queries';
import { useSession } from '../../../lib/session';
import { myPlaceMessages as m } from '../my-place-messages';
import { RegisterAction } from './event-facts';
import { readerTitledName } from '../../../lib/person-titles';

/**
 * Register, or for a member who already has, their place: registered or where they stand in
 * line, their ticket and a way to cancel (issue 36: the page offered Register again). Until their
 * registrations are known, and for visitors, Register as before.
 */
export function RegisterOrMyPlace({ event }: { event: PortalEvent }) {
  const { isLoggedIn } = useSession();
  const mine = useMyRegistrations(event._id, isLoggedIn);
  const registration = isLoggedIn ? mine.data?.registrations[0] : undefined;
  if (!registration) return <RegisterAction event={event} size="md" />;
  return <MyPlace event={event} registration={registration} />;
}

function MyPlace({ event, registration }: { event: PortalEvent; registration: MyRegistration }) {
  const t = useT();
  const cancel = useCancelRegistration((message) =>
    notifications.show({ color: 'green', message }),
  );
  const waiting = registration.status === 'waitlisted';
  const held = registration.status === 'awaiting_payment';
  const said = waiting
    ? registration.waitlistPosition === null
      ? t(m.waitlistedNoPosition)
      : t(m.waitlisted, { position: registration.waitlistPosition })
    : held
      ? t(m.held)
      : registration.status === 'checked_in'
        ? t(m.checkedIn)
        : registration.guestName
          ? t(m.registeredWithGuest, { guest: readerTitledName(t, registration.guestName) })
          : t(m.registered);

  const confirmCancel = () =>
    void openConfirmModal({
      title: waiting ? t(m.leaveTitle) : t(m.cancelTitle),
      centered: true,
      closeButtonProps: { 'aria-label': t(m.close) },
      children: (
        <Text size="sm">
          {waiting
            ? t(m.leaveText)
            : registration.guestName
              ? t(m.cancelWithGuest)
              : t(m.cancelAlone)}
        </Text>
      ),
      labels: { confirm: waiting ? t(m.leave) : t(m.cancel), cancel: t(m.keep) },
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        cancel.mutate(registration.ticket, {
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: t(m.cancelFailed, { reason: describeFailure(error, { fallback: '' }) }),
            }),
        }),
    });

  return (
    <>
      <Group gap="xs" wrap="nowrap" w="100%" role="status">
        <ThemeIcon
          color={waiting || held ? 'orange' : 'green'}
          variant="light"
          radius="xl"
          aria-hidden
        >
          {waiting || held ? <IconHourglass size={18} /> : <IconCircleCheck size={18} />}
        </ThemeIcon>
        <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
          {said}
        </Text>
      </Group>
      {held && (
        <Button
          component={Link}
          to={paths.registration.href(event._id)}
          size="md"
          leftSection={<IconCreditCard size={18} aria-hidden />}
        >
          {t(m.payNow)}
        </Button>
      )}
      <Button
        component={Link}
        to={`${paths.ticket}?t=${encodeURIComponent(registration.ticket)}`}
        size="md"
        variant={held ? 'default' : 'filled'}
        leftSection={<IconTicket size={18} aria-hidden />}
      >
        {t(m.yourTicket)}
      </Button>
      {registration.status !== 'checked_in' && (
        <Button
          color="red"
          variant="light"
          size="md"
          loading={cancel.isPending}
          leftSection={<IconX size={18} aria-hidden />}
          onClick={confirmCancel}
        >
          {waiting ? t(m.leave) : t(m.cancel)}
        </Button>
      )}
    </>
  );
}
