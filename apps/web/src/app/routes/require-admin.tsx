import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome, IconLock } from '@tabler/icons-react';
import { Link, Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader';
import { QueryErrorAlert } from '../../components/query-error-alert';
import { useCurrentUser } from '../../lib/current-user';
import { useSiteName } from '../../lib/get-site';
import { loginHref, paths } from '../../lib/paths';
import { useSession } from '../../lib/session';

/**
 * Layout route for site-admin screens (DESIGN §4). The role is the server's answer for the
 * signed-in user, never the stored flag alone; the server refuses the calls anyway.
 */
export function RequireAdmin() {
  const { isLoggedIn } = useSession();
  const { pathname, search } = useLocation();
  const user = useCurrentUser();

  if (!isLoggedIn) return <Navigate to={loginHref(pathname + search)} replace />;
  if (user.isPending) return <PageLoader label="Checking your access" />;
  if (user.isError) {
    return (
      <QueryErrorAlert
        title="We couldn't check your access"
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
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={520} mx="auto">
      <title>{`Site admins only · ${siteName}`}</title>
      <ThemeIcon size={56} radius="xl" variant="light" color="gray" aria-hidden>
        <IconLock size={30} />
      </ThemeIcon>
      <Title order={1}>Site admins only</Title>
      <Text c="dimmed">
        This page is for the administrators of {siteName}. If you need access, ask one of them to
        make you an admin.
      </Text>
      <Button component={Link} to={paths.home} leftSection={<IconHome size={18} aria-hidden />}>
        Go to the home page
      </Button>
    </Stack>
  );
}
