import { Affix, Anchor, Button, Group, Paper, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { paths } from '../../../lib/paths';
import { useAcceptPrivacyNotice, usePrivacyConsent } from '../api/privacy-notice';
import { consentPromptMessages as messages } from '../messages';

/**
 * Asks a signed-in member to accept the privacy notice when the version they accepted is older
 * than the current one (or they never did: an account made by a client without the consent
 * box). Loaded by the shell only once someone is signed in, so no visitor downloads it. A banner,
 * not a modal: they can read the notice it links to first.
 */
export function ConsentPrompt() {
  const t = useT();
  const { pathname } = useLocation();
  const consent = usePrivacyConsent();
  const accept = useAcceptPrivacyNotice();
  const shown = Boolean(consent.data?.needsConsent);
  // Room under the page while the banner floats over its foot, so nothing stays hidden beneath it.
  useEffect(() => {
    if (!shown) return undefined;
    document.body.style.paddingBottom = '160px';
    return () => {
      document.body.style.paddingBottom = '';
    };
  }, [shown]);
  if (!consent.data?.needsConsent) return null;
  const { currentVersion, acceptedVersion } = consent.data;
  return (
    // The strip spans the width to centre the card; only the card takes clicks (not the sidebar's
    // last links beside it).
    <Affix
      position={{ bottom: 16, left: 16, right: 16 }}
      zIndex={190}
      style={{ pointerEvents: 'none' }}
    >
      <Paper
        style={{ pointerEvents: 'auto' }}
        component="section"
        aria-label={t(messages.label)}
        withBorder
        shadow="md"
        radius="md"
        p="md"
        maw={720}
        mx="auto"
      >
        <Group justify="space-between" gap="sm">
          <Text size="sm" style={{ flex: '1 1 280px' }}>
            {t(acceptedVersion === null ? messages.firstTime : messages.newVersion)}{' '}
            {pathname !== paths.privacy && (
              <Anchor component={Link} to={paths.privacy} inherit>
                {t(messages.read)}
              </Anchor>
            )}
          </Text>
          <Button
            loading={accept.isPending}
            onClick={() =>
              accept.mutate(currentVersion, {
                onSuccess: () =>
                  notifications.show({ color: 'green', message: t(messages.accepted) }),
                onError: (error) =>
                  notifications.show({
                    color: 'red',
                    message: describeFailure(error, { fallback: t(messages.failed) }),
                  }),
              })
            }
          >
            {t(messages.accept)}
          </Button>
        </Group>
      </Paper>
    </Affix>
  );
}
