import { emailKinds, type EmailKind } from '@portal/contract';
import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/get-site';
import { loginHref, paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useUnsubscribe } from '../api/email-preferences';
import { EmailChoices } from '../components/email-choices';
import { emailChoicesMessages, unsubscribePageMessages as text } from '../messages';

const kindLabels: Record<EmailKind, typeof emailChoicesMessages.news> = {
  eventReminders: emailChoicesMessages.eventReminders,
  eventUpdates: emailChoicesMessages.eventUpdates,
  news: emailChoicesMessages.news,
  mentoring: emailChoicesMessages.mentoring,
  opportunities: emailChoicesMessages.opportunities,
  channelActivity: emailChoicesMessages.channelActivity,
};

/** The kind a token names (its first part); the server checks the rest when it is posted. */
function kindOf(token: string): EmailKind | undefined {
  const first = token.split(/[~.]/)[0];
  if (first === 'opportunity-alerts') return 'opportunities';
  return emailKinds.find((kind) => kind === first);
}

/**
 * GET /u/{token} (issue 39, ADR 58): the page an email's unsubscribe link opens. Opening it
 * changes nothing (link scanners open links); its button makes the same POST a mail client's
 * one-click does. Signed in, the other choices are right here; else a link to sign in.
 */
export function UnsubscribeRoute() {
  const t = useT();
  const siteName = useSiteName();
  const token = useParams().token ?? '';
  const { isLoggedIn } = useSession();
  const unsubscribe = useUnsubscribe();
  const kind = kindOf(token);
  const kindName = kind ? t(kindLabels[kind]) : t(text.unknownKind);

  return (
    <Stack maw={640} mx="auto" gap="lg">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <Title order={1}>{t(text.title)}</Title>
      <Paper withBorder radius="md" p="lg" aria-live="polite">
        {unsubscribe.isSuccess ? (
          <Stack gap="xs">
            <Title order={2} size="h3">
              <IconCircleCheck size={22} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
              {t(text.done)}
            </Title>
            <Text>{t(text.doneText, { kind: kindName })}</Text>
          </Stack>
        ) : (
          <Stack gap="md" align="flex-start">
            <Text>{t(text.intro, { kind: kindName })}</Text>
            {unsubscribe.isError && (
              <FormAlert kind="error">
                <Text fw={600}>{t(text.failed)}</Text>
                <Text size="sm">{getErrorMessage(unsubscribe.error)}</Text>
              </FormAlert>
            )}
            <Button
              onClick={() => unsubscribe.mutate(token)}
              loading={unsubscribe.isPending}
              disabled={unsubscribe.isError}
            >
              {t(text.button)}
            </Button>
          </Stack>
        )}
      </Paper>
      <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="other-choices">
        <Stack gap="sm">
          <Title order={2} size="h3" id="other-choices">
            {t(text.otherChoices)}
          </Title>
          {isLoggedIn ? (
            <EmailChoices />
          ) : (
            <Text>
              {t(text.signInForMore)}{' '}
              <Anchor component={Link} to={loginHref(paths.settings)}>
                {t(text.signIn)}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Paper>
      <Anchor component={Link} to={paths.home}>
        {t(text.home)}
      </Anchor>
    </Stack>
  );
}
