import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconLock } from '@tabler/icons-react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { useT } from '../../i18n/i18n-provider';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { useCurrentUser } from '../../lib/current-user';
import { useSiteName } from '../../lib/get-site';
import { loginHref, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';
import { adminOnlyMessages, pageMessages } from './messages';

/**
 * Layout route for site-admin screens (DESIGN §4). The role is the server's answer for the
 * signed-in user, never the stored flag alone; the server refuses the calls anyway.
 */
export function RequireAdmin() {
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const user = useCurrentUser();
  const t = useT();

  if (!isLoggedIn) return <Navigate to={loginHref(pathname + search)} replace />;
  if (user.isPending) return <PageLoader label={t(adminOnlyMessages.checking)} />;
  if (user.isError) {
    return (
      <QueryErrorAlert
        title={t(adminOnlyMessages.checkFailed)}
        error={user.error}
        onRetry={() => void user.refetch()}
        retrying={user.isFetching}
      />
    );
  }
  if (!user.data.isAdmin) return <AdminsOnly />;
  return <Outlet />;
}

function AdminsOnly() {
  const siteName = useSiteName();
  const t = useT();
  const title = t(adminOnlyMessages.title);
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={520} mx="auto">
      <title>{`${title} · ${siteName}`}</title>
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconLock size={30} />
      </ThemeIcon>
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{t(adminOnlyMessages.explanation, { siteName })}</Text>
      <Button component={Link} to={paths.home} leftSection={<IconHome size={18} aria-hidden />}>
        {t(pageMessages.goHome)}
      </Button>
    </Stack>
  );
}
