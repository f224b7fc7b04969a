import { Anchor, Code, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { withElements } from '../../../i18n/with-elements';
import { paths } from '../../../lib/paths';
import { adminSetupMessages as text } from './messages';
import { donationApiPaths } from '../../../lib/donation-api-paths';

/**
 * What a site admin must do for this page to take money: the variables the server reads
 * (apps/server/src/config.ts) and where the other ways to give are written. Names and places only:
 * the browser never holds a key, and the page is told no more than whether keys are set.
 */
export function DonationsAdminSetup({ hasOtherWays }: { hasOtherWays: boolean }) {
  const t = useT();
  const webhookUrl = `${window.location.origin}${donationApiPaths.webhook}`;
  const variables = [
    ['RAZORPAY_KEY_ID', t(text.keyId)],
    ['RAZORPAY_KEY_SECRET', t(text.keySecret)],
    ['RAZORPAY_WEBHOOK_SECRET', t(text.webhookSecret, { url: webhookUrl })],
  ] as const;
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="donations-admin-setup"
      style={{ borderColor: 'var(--mantine-primary-color-filled)' }}
    >
      <Stack gap="sm">
        <div>
          <Title order={2} size="h3" id="donations-admin-setup">
            {t(text.heading)}
          </Title>
          <Text size="sm" c="dimmed">
            {t(text.onlyAdmins)}
          </Text>
        </div>
        <Text>{t(text.variables)}</Text>
        <List spacing="xs">
          {variables.map(([name, meaning]) => (
            <List.Item key={name} style={{ overflowWrap: 'anywhere' }}>
              <Code>{name}</Code>: {meaning}
            </List.Item>
          ))}
        </List>
        <Text>
          {withElements(t, text.otherWays, {
            link: (
              <Anchor component={Link} to={paths.adminSettingsOtherWaysToGive} inherit>
                {t(text.otherWaysLink)}
              </Anchor>
            ),
          })}{' '}
          {t(hasOtherWays ? text.otherWaysSet : text.otherWaysUnset)}
        </Text>
      </Stack>
    </Paper>
  );
}
