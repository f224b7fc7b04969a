import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useSiteName } from '../../lib/get-site';
import { paths } from '../../lib/paths';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  const siteName = useSiteName();
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={520} mx="auto">
      <title>{`Page not found · ${siteName}`}</title>
      <Text fw={700} fz={56} lh={1} c="dimmed" aria-hidden>
        404
      </Text>
      <Title order={1}>Page not found</Title>
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        There is no page at {pathname}. It may have moved, or the link may be mistyped.
      </Text>
      <Button component={Link} to={paths.home} leftSection={<IconHome size={18} aria-hidden />}>
        Go to the home page
      </Button>
    </Stack>
  );
}
