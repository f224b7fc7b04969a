import { Alert, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import type {
  MyRegistration,
  RegistrationResult,
  TicketPayment as Payment,
} from '@portal/contract';
import { IconClockExclamation, IconHourglass } from '@tabler/icons-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { formatMinorUnits, formatTime } from '../../../lib/format';
import { readerTimeZone } from '../../../lib/use-reader-time-zone';
import { RegistrationSuccess } from './registration-success';
import { ticketPaymentMessages as m } from './ticket-messages';
import { useTicketCheckout, type TicketCheckoutOrder } from './use-ticket-checkout';

interface TicketPaymentProps {
  eventId: string;
  eventTitle: string;
  siteName: string;
  /** The 201 of a paid ticket: `awaiting_payment`, its hold and its Razorpay order. */
  result: RegistrationResult & { payment: Payment; holdExpiresAt: string };
  /** Back to an empty form, after the hold ran out. */
  onStartAgain: () => void;
}

/** Issue 25 §2: paying for a held place, then the confirmed registration with its ticket. */
export function TicketPayment({
  eventId,
  eventTitle,
  siteName,
  result,
  onStartAgain,
}: TicketPaymentProps) {
  const t = useT();
  const order: TicketCheckoutOrder = {
    payment: result.payment,
    holdExpiresAt: result.holdExpiresAt,
    name: siteName,
    description: eventTitle,
    email: result.email,
  };
  const { state, pay, retryVerify } = useTicketCheckout(order);

  switch (state.step) {
    case 'paying':
      return <Waiting label={t(m.opening)} />;
    case 'verifying':
      return <Waiting label={t(m.verifying)} />;
    case 'paid':
      return (
        <RegistrationSuccess
          eventId={eventId}
          result={{ ...result, status: 'confirmed', waitlistPosition: null }}
          ticket={state.verified.ticket}
        />
      );
    case 'held':
    case 'unverified':
      return (
        <Outcome
          title={t(m.heldTitle)}
          icon={<IconHourglass aria-hidden />}
          detail={state.detail}
          action={
            state.step === 'held' ? (
              <Button onClick={() => void pay()}>{t(m.payNow)}</Button>
            ) : (
              <Button onClick={retryVerify}>{t(m.checkAgain)}</Button>
            )
          }
        >
          <HoldUntil held={result} />
        </Outcome>
      );
    case 'expired':
      return (
        <Outcome
          title={t(m.expiredTitle)}
          icon={<IconClockExclamation aria-hidden />}
          detail={state.detail}
          action={<Button onClick={onStartAgain}>{t(m.startAgain)}</Button>}
        >
          {t(m.expiredText)}
        </Outcome>
      );
  }
}

/** "We hold your place until 15:45. Pay ₹1,499.00 before then to confirm it." */
export function HoldUntil({ held }: { held: HeldPlace }) {
  const t = useT();
  return t(m.heldText, {
    // The reader's own clock: the hold is minutes, not the event's day.
    time: formatTime(held.holdExpiresAt, readerTimeZone()),
    amount: formatMinorUnits(held.payment.amount, held.payment.currency),
  });
}

function Waiting({ label }: { label: string }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Group gap="sm" role="status">
        <Loader size="sm" />
        <Text>{label}</Text>
      </Group>
    </Paper>
  );
}

interface OutcomeProps {
  title: string;
  icon: ReactNode;
  /** Why the last attempt did not go through, when known. */
  detail: string | undefined;
  action: ReactNode;
  children: ReactNode;
}

/** A held or released place: what happened, why, and the one thing to do next. */
function Outcome({ title, icon, detail, action, children }: OutcomeProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Checkout held the focus; bring it back to what the page now says.
  useEffect(() => headingRef.current?.focus(), [title]);
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
          {title}
        </Title>
        {detail && (
          <Alert color="red" variant="light" icon={icon} role="alert" w="100%">
            <Text size="sm">{detail}</Text>
          </Alert>
        )}
        <Text>{children}</Text>
        {action}
      </Stack>
    </Paper>
  );
}

/** A place held for a payment: the order to pay on, until the hold runs out. */
export type HeldPlace = RegistrationResult & { payment: Payment; holdExpiresAt: string };

/** A paid ticket's 201: the place is held until the payment is made. */
export function isAwaitingPayment(result: RegistrationResult): result is HeldPlace {
  return result.status === 'awaiting_payment' && !!result.payment && !!result.holdExpiresAt;
}

/**
 * A member's held place, read back from their registrations (the page reloaded, Checkout was
 * closed), as the result the payment screen resumes from: the same order, so nothing is paid
 * twice. Null once the hold is over or the place is not a held one.
 */
export function resumableHold(registration: MyRegistration): HeldPlace | null {
  const { payment, holdExpiresAt } = registration;
  if (registration.status !== 'awaiting_payment' || !payment || !holdExpiresAt) return null;
  return {
    status: 'awaiting_payment',
    message: '',
    payment,
    holdExpiresAt,
    ticket: registration.ticket,
    registrationId: registration.registrationId,
    waitlistPosition: null,
    email: registration.email,
    guestName: registration.guestName,
  };
}
