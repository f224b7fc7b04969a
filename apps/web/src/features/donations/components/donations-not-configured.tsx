import { Anchor, Group, Paper, Text, ThemeIcon, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { withElements } from '../../../i18n/with-elements';
import { paths } from '../../../lib/paths';
import { donationThanksMessages, notConfiguredMessages as text } from './messages';
import { OtherWaysToGive } from './other-ways-to-give';

interface DonationsNotConfiguredProps {
  /** The site's other ways to give, or null when an admin wrote none. */
  otherWaysToGive: string | null;
  organisation: string;
}

/**
 * No payment keys on the server (DESIGN §2): never pretend to take money. The site's other ways to
 * give when it has some, else a plain "not yet" with a way to get in touch. On the page's own
 * background, not a tinted alert: the link keeps its contrast in both schemes.
 */
export function DonationsNotConfigured({
  otherWaysToGive,
  organisation,
}: DonationsNotConfiguredProps) {
  const t = useT();
  if (otherWaysToGive)
    return (
      <OtherWaysToGive details={otherWaysToGive} organisation={organisation} besideForm={false} />
    );
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Group gap="sm" wrap="nowrap" align="flex-start">
        <ThemeIcon variant="light" radius="xl" size="lg" aria-hidden>
          <IconInfoCircle size={20} />
        </ThemeIcon>
        <div>
          <Title order={2} size="h4">
            {t(text.heading)}
          </Title>
          <Text mt={4}>
            {withElements(t, text.body, {
              link: (
                <Anchor component={Link} to={paths.supportServices} inherit>
                  {t(donationThanksMessages.talkToUs)}
                </Anchor>
              ),
            })}
          </Text>
        </div>
      </Group>
    </Paper>
  );
}
