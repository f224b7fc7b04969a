import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { RegistrationResult } from '@portal/contract';
import { IconCircleCheck, IconHourglass } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

interface RegistrationSuccessProps {
  eventId: string;
  result: RegistrationResult;
}

/** The outcome, confirmed or waitlisted, with the server's message; the person decides where next. */
export function RegistrationSuccess({ eventId, result }: RegistrationSuccessProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const waitlisted = result.status === 'waitlisted';

  // The form this replaces held focus; move it to the outcome so it is read out.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon
            color={waitlisted ? 'orange' : 'green'}
            variant="light"
            size="lg"
            radius="xl"
            aria-hidden
          >
            {waitlisted ? <IconHourglass size={20} /> : <IconCircleCheck size={20} />}
          </ThemeIcon>
          <Title order={2} ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
            {waitlisted ? 'You are on the waiting list' : 'You are registered'}
          </Title>
        </Group>
        <Text>{result.message}</Text>
        {waitlisted && result.waitlistPosition !== null && (
          <Text fw={600}>Your place on the waiting list: {result.waitlistPosition}</Text>
        )}
        <Text size="sm" c="dimmed">
          A confirmation email is on its way, with a link to your ticket.
        </Text>
        <Group gap="sm">
          <Button component={Link} to={paths.eventDetails.href(eventId)}>
            Back to event
          </Button>
          <Button component={Link} to={paths.events} variant="default">
            Browse events
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
