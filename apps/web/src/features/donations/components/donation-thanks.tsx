import { Anchor, Button, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHeartHandshake } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { withElements } from '../../../i18n/with-elements';
import { paths } from '../../../lib/paths';
import { donationThanksMessages as text } from './messages';

interface DonationThanksProps {
  /** The server's thanks, naming the payment id. */
  message: string;
  onDonateAgain: () => void;
}

/** After a verified payment: the thanks, and where the receipt is kept. */
export function DonationThanks({ message, onDonateAgain }: DonationThanksProps) {
  const t = useT();
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
          {t(text.heading)}
        </Title>
        <Text style={{ overflowWrap: 'anywhere' }}>{message}</Text>
        <Text size="sm" c="dimmed">
          {withElements(t, text.receipt, {
            link: (
              <Anchor component={Link} to={paths.settings} inherit>
                {t(text.accountSettings)}
              </Anchor>
            ),
          })}
        </Text>
        <Button variant="default" onClick={onDonateAgain}>
          {t(text.again)}
        </Button>
      </Stack>
    </Paper>
  );
}
