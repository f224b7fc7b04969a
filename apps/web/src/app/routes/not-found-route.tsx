import { Button, Stack, Text, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useT } from '../../i18n/i18n-provider';
import { useSiteName } from '../../lib/get-site';
import { paths } from '../../lib/paths';
import { pageMessages } from './messages';
import { notFoundMessages } from './not-found-messages';

export function NotFoundRoute() {
  const { pathname } = useLocation();
  const siteName = useSiteName();
  const t = useT();
  const title = t(notFoundMessages.title);
  return (
    <Stack align="center" ta="center" gap="md" py="xl" maw={520} mx="auto">
      <title>{`${title} · ${siteName}`}</title>
      <Text fw={700} fz={56} lh={1} c="dimmed" aria-hidden>
        404
      </Text>
      <Title order={1}>{title}</Title>
      <Text c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {t(notFoundMessages.explanation, { pathname })}
      </Text>
      <Button component={Link} to={paths.home} leftSection={<IconHome size={18} aria-hidden />}>
        {t(pageMessages.goHome)}
      </Button>
    </Stack>
  );
}
