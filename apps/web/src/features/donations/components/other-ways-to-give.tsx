import { Anchor, Button, CopyButton, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { withElements } from '../../../i18n/with-elements';
import { paths } from '../../../lib/paths';
import { donationThanksMessages, otherWaysMessages as text } from './messages';

interface OtherWaysToGiveProps {
  /** The site admin's words (bank transfer, UPI), shown as written. */
  details: string;
  organisation: string;
  /** Whether the online form is on the page too: the introduction says "also" or "instead". */
  besideForm: boolean;
}

/**
 * Giving without the online form. The details are the admin's text, so they stay text (ADR 16):
 * React children only, line breaks kept by CSS, and a button copies them whole for a banking app.
 */
export function OtherWaysToGive({ details, organisation, besideForm }: OtherWaysToGiveProps) {
  const t = useT();
  return (
    <Paper
      withBorder
      radius="md"
      p={{ base: 'md', sm: 'xl' }}
      component="section"
      aria-labelledby="other-ways-heading"
    >
      <Stack gap="sm">
        <Title order={2} size="h3" id="other-ways-heading">
          {t(text.heading)}
        </Title>
        <Text>{t(besideForm ? text.alsoIntro : text.onlyIntro, { organisation })}</Text>
        <Paper
          radius="sm"
          p="md"
          bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-6))"
        >
          <Text dir="auto" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {details}
          </Text>
        </Paper>
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {withElements(t, text.questions, {
              link: (
                <Anchor component={Link} to={paths.supportServices} inherit>
                  {t(donationThanksMessages.talkToUs)}
                </Anchor>
              ),
            })}
          </Text>
          <CopyButton value={details}>
            {({ copied, copy }) => (
              <Button
                variant="default"
                size="sm"
                onClick={copy}
                leftSection={
                  copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />
                }
                aria-live="polite"
              >
                {copied ? t(text.copied) : t(text.copy)}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
    </Paper>
  );
}
