import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import type { RegistrationResult } from '@portal/contract';
import { IconTicket } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { registrationPageMessages as m } from './messages';
import { OutcomeHeading } from './outcome-heading';
import { ticketPaymentMessages } from './ticket-messages';
import { readerTitledName } from '../../../lib/person-titles';

interface RegistrationSuccessProps {
  eventId: string;
  result: RegistrationResult;
  /** A paid ticket's link secret, once the payment is confirmed: its ticket and QR at once. */
  ticket?: string | undefined;
}

/** The outcome, confirmed or waitlisted, said once, with the guest; the person decides where next. */
export function RegistrationSuccess({ eventId, result, ticket }: RegistrationSuccessProps) {
  const t = useT();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const waitlisted = result.status === 'waitlisted';

  // The form this replaces held focus; move it to the outcome so it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <OutcomeHeading waiting={waitlisted} headingRef={headingRef}>
          {waitlisted ? t(m.waitlistedHeading) : t(m.registeredHeading)}
        </OutcomeHeading>
        {/* Said once: the heading says what happened, these lines what follows (the server's
            own message repeats the heading, so it is for API clients, not shown here). */}
        {/* A long address would otherwise run out of the card on a phone. */}
        <Text style={{ overflowWrap: 'anywhere' }}>
          {waitlisted
            ? t(m.waitlistedText, { position: result.waitlistPosition ?? 1, email: result.email })
            : t(m.registeredText, { email: result.email })}
        </Text>
        {result.guestName && (
          <Text>
            {waitlisted
              ? t(m.guestWaitlisted, { guest: readerTitledName(t, result.guestName) })
              : t(m.guestRegistered, { guest: readerTitledName(t, result.guestName) })}
          </Text>
        )}
        <Group gap="sm">
          {ticket && (
            <Button
              component={Link}
              to={`${paths.ticket}?t=${encodeURIComponent(ticket)}`}
              leftSection={<IconTicket size={18} aria-hidden />}
            >
              {t(ticketPaymentMessages.viewTicket)}
            </Button>
          )}
          <Button
            component={Link}
            to={paths.eventDetails.href(eventId)}
            variant={ticket ? 'default' : 'filled'}
          >
            {t(m.backToEvent)}
          </Button>
          <Button component={Link} to={paths.events} variant="default">
            {t(m.browseEvents)}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
