import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { paths } from '../../lib/paths';

/**
 * Shown when a route fails to load or render. The usual cause after a deploy is a stale
 * code chunk, which a full reload fixes, so "Try again" reloads rather than re-rendering.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  // A thrown 404 response (e.g. a loader that finds no record) reads better as "not found".
  const title =
    isRouteErrorResponse(error) && error.status === 404 ? 'Page not found' : 'Something went wrong';

  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={520} mx="auto" role="alert">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">
        This page could not be shown. Check your connection and try again, or go back to the home
        page.
      </Text>
      <Group justify="center">
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => window.location.reload()}
        >
          Try again
        </Button>
        <Button
          component={Link}
          to={paths.home}
          variant="default"
          leftSection={<IconHome size={18} aria-hidden />}
        >
          Go to the home page
        </Button>
      </Group>
    </Stack>
  );
}
