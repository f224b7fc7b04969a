import { Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { MyRegistration } from '@portal/contract';
import { IconCreditCard, IconTicket, IconX } from '@tabler/icons-react';
import { Link } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import readable from '../../../components/readable-badge.module.css';
import { openConfirmModal } from '../../../components/confirm-modal';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useCancelRegistration } from '../../../lib/my-registrations';
import { myRegistrationMessages as m } from './messages';
import { OutcomeHeading } from './outcome-heading';
import { ticketPaymentMessages } from './ticket-messages';
import { HoldUntil, resumableHold, type HeldPlace } from './ticket-payment';
import { readerTitledName } from '../../../lib/person-titles';

interface MyRegistrationCardProps {
  registration: MyRegistration;
  /** With the server's message, once the registration is cancelled. */
  onCancelled: (message: string) => void;
  /** A held paid place still within its hold: pay for it (Checkout on the same order). */
  onPay?: ((held: HeldPlace) => void) | undefined;
}

/** A signed-in member's own registration, in place of an empty form they could not send again. */
export function MyRegistrationCard({ registration, onCancelled, onPay }: MyRegistrationCardProps) {
  const t = useT();
  const cancel = useCancelRegistration(onCancelled);
  const waiting = registration.status === 'waitlisted';
  // A paid place not yet paid for is held, not registered (issue 25): say so, not "registered".
  const held = registration.status === 'awaiting_payment';
  const resumable = resumableHold(registration);
  const heading =
    registration.status === 'checked_in'
      ? t(m.checkedIn)
      : waiting
        ? t(m.waitlisted)
        : held
          ? t(ticketPaymentMessages.heldTitle)
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
      onConfirm: () => cancel.mutate(registration.ticket),
    });

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <OutcomeHeading waiting={waiting || held}>{heading}</OutcomeHeading>
        {waiting && registration.waitlistPosition !== null && (
          <Badge color="orange" variant="light" size="lg" tt="none" className={readable.readable}>
            {t(m.position, { position: registration.waitlistPosition })}
          </Badge>
        )}
        <Stack gap={4} component="dl" m={0}>
          <Detail label={t(m.name)} value={readerTitledName(t, registration.name)} />
          {registration.guestName && (
            <Detail label={t(m.guest)} value={readerTitledName(t, registration.guestName)} />
          )}
          <Detail label={t(m.email)} value={registration.email} />
        </Stack>
        {cancel.isError && (
          <FormAlert kind="error">
            {describeFailure(cancel.error, { fallback: t(m.cancelFailed) })}
          </FormAlert>
        )}
        {resumable && (
          <Text>
            <HoldUntil held={resumable} />
          </Text>
        )}
        <Group gap="sm">
          {resumable && onPay && (
            <Button
              leftSection={<IconCreditCard size={18} aria-hidden />}
              onClick={() => onPay(resumable)}
            >
              {t(ticketPaymentMessages.payNow)}
            </Button>
          )}
          <Button
            variant={resumable && onPay ? 'default' : 'filled'}
            component={Link}
            to={`${paths.ticket}?t=${encodeURIComponent(registration.ticket)}`}
            leftSection={<IconTicket size={18} aria-hidden />}
          >
            {t(m.viewTicket)}
          </Button>
          {registration.status !== 'checked_in' && (
            <Button
              color="red"
              variant="light"
              leftSection={<IconX size={18} aria-hidden />}
              loading={cancel.isPending}
              onClick={confirmCancel}
            >
              {waiting ? t(m.leave) : t(m.cancel)}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Group gap="xs" wrap="nowrap" align="baseline">
      <Text component="dt" size="sm" c="dimmed" miw={64}>
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Group>
  );
}
