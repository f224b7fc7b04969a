import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconHome, IconRefresh } from '@tabler/icons-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { paths } from '../../lib/paths';
import { pageMessages, routeErrorMessages } from './messages';

/**
 * Shown when a route fails to load or render. The usual cause after a deploy is a stale
 * code chunk, which a full reload fixes, so "Try again" reloads rather than re-rendering.
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  // A thrown 404 response (e.g. a loader that finds no record) reads better as "not found".
  const title = t(
    isRouteErrorResponse(error) && error.status === 404
      ? routeErrorMessages.notFound
      : routeErrorMessages.title,
  );

  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={520} mx="auto" role="alert">
      <Title order={1}>{title}</Title>
      <Text c="dimmed">{t(routeErrorMessages.explanation)}</Text>
      <Group justify="center">
        <Button
          leftSection={<IconRefresh size={18} aria-hidden />}
          onClick={() => window.location.reload()}
        >
          {t(pageMessages.tryAgain)}
        </Button>
        <Button
          component={Link}
          to={paths.home}
          variant="default"
          leftSection={<IconHome size={18} aria-hidden />}
        >
          {t(pageMessages.goHome)}
        </Button>
      </Group>
    </Stack>
  );
}
