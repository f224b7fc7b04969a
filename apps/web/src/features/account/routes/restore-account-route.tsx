import { Anchor, Button, Card, Stack, Text } from '@mantine/core';
import { Link, useSearchParams } from 'react-router';
import { FormAlert } from '../../../components/form-alert';
import { PageHeading } from '../../../components/page-heading';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useRestoreAccount } from '../api/restore-account';
import { restoreAccountMessages as messages } from '../your-data-messages';

/** /account/restore?token=…: the deletion email's link, valid for 7 days (issue 39, ADR 57). */
export function RestoreAccountRoute() {
  const t = useT();
  const siteName = useSiteName();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const restore = useRestoreAccount();
  const title = t(messages.title);
  return (
    <Stack gap="lg" maw={560} mx="auto">
      <title>{`${title} · ${siteName}`}</title>
      <PageHeading title={title} intro={t(messages.intro)} />
      <Card withBorder padding="lg">
        <Stack gap="md">
          {!token ? (
            <FormAlert kind="error">{t(messages.noToken)}</FormAlert>
          ) : restore.isSuccess ? (
            <>
              <FormAlert kind="success">{restore.data.message}</FormAlert>
              <Anchor component={Link} to={paths.login}>
                {t(messages.signIn)}
              </Anchor>
            </>
          ) : (
            <>
              {restore.isError && (
                <FormAlert kind="error">
                  {describeFailure(restore.error, { fallback: t(messages.failed) })}
                </FormAlert>
              )}
              <Button
                onClick={() => restore.mutate(token)}
                loading={restore.isPending}
                style={{ alignSelf: 'flex-start' }}
              >
                {t(messages.button)}
              </Button>
            </>
          )}
          {!token && (
            <Text size="sm">
              <Anchor component={Link} to={paths.login}>
                {t(messages.signIn)}
              </Anchor>
            </Text>
          )}
        </Stack>
      </Card>
    </Stack>
  );
}

/** React Router's lazy route reads the screen under this name. */
export { RestoreAccountRoute as Component };
