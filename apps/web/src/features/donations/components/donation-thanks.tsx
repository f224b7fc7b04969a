import { Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';

interface DonationThanksProps {
  /** The server's thanks, naming the payment id. */
  message: string;
  onDonateAgain: () => void;
}

/** After a verified payment: the thanks, and where the receipt is kept. */
export function DonationThanks({ message, onDonateAgain }: DonationThanksProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Checkout's window just closed: bring focus (and a screen reader) to the outcome.
  useEffect(() => heading.current?.focus(), []);

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" ta="center" gap="md">
        <ThemeIcon size={56} radius="xl" variant="light" color="green" aria-hidden>
          <IconHeartHandshake size={30} />
        </ThemeIcon>
        <Title order={2} ref={heading} tabIndex={-1}>
          Thank you!
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
        <Text size="sm" c="dimmed">
          Your receipt is emailed to the address you gave. Signed in with that email, you can also
          download it from{' '}
          <Anchor component={Link} to={paths.settings} inherit>
            Account Settings
          </Anchor>
          .
        </Text>
        <Button variant="default" onClick={onDonateAgain}>
          Make another donation
        </Button>
      </Stack>
    </Paper>
  );
}
