import { Anchor, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useUnsubscribe } from '../api/unsubscribe';
import { unsubscribeMessages as text } from '../messages';

/**
 * /unsubscribe?token=… (issue 37, ADR 54): the page an email's unsubscribe link opens. It
 * unsubscribes at once, without signing in (one click from the email), and says so. The token
 * is the proof; the page posts it, so a link scanner that only fetches the page changes nothing.
 */
export function UnsubscribeRoute() {
  const t = useT();
  const siteName = useSiteName();
  const [search] = useSearchParams();
  const token = search.get('token') ?? '';
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  const { mutate } = unsubscribe;
  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  return (
    <Stack maw={560} mx="auto" gap="lg">
      <title>{t(text.pageTitle, { site: siteName })}</title>
      <Title order={1}>{t(text.title)}</Title>
      <Paper withBorder radius="md" p="lg" aria-live="polite">
        {!token ? (
          <FormAlert kind="error">{t(text.missing)}</FormAlert>
        ) : unsubscribe.isError ? (
          <FormAlert kind="error">
            <Text fw={600}>{t(text.failed)}</Text>
            <Text size="sm">{getErrorMessage(unsubscribe.error)}</Text>
          </FormAlert>
        ) : unsubscribe.isSuccess ? (
          <Stack gap="xs">
            <Title order={2} size="h3">
              <IconCircleCheck size={22} aria-hidden style={{ verticalAlign: 'text-bottom' }} />{' '}
              {t(text.done)}
            </Title>
            <Text>{t(text.doneAlerts)}</Text>
            <Text size="sm" c="dimmed">
              {t(text.changeLater)}
            </Text>
          </Stack>
        ) : (
          <Stack align="center" gap="xs">
            <Loader size="sm" aria-hidden />
            <Text>{t(text.working)}</Text>
          </Stack>
        )}
      </Paper>
      <Anchor component={Link} to={paths.home}>
        {t(text.home)}
      </Anchor>
    </Stack>
  );
}
