import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { EventForm } from '../components/event-form';
import { eventPagesMessages as m } from './messages';

/**
 * Spec screen 17: the create form as a page. It has no top bar (spec §2 Shell), so it carries its
 * own ways out. ?channelId=<id> (from a channel's Activity menu) starts it in that channel.
 */
export function EventFormRoute() {
  const t = useT();
  const siteName = useSiteName();
  const [params] = useSearchParams();
  return (
    <Stack gap="lg" maw={880} mx="auto" py={{ base: 'xs', sm: 'lg' }}>
      <title>{`${t(m.createEvent)} · ${siteName}`}</title>
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={paths.editEvents} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            {t(m.manageEvents)}
          </Group>
        </Anchor>
        <Anchor component={Link} to={paths.home} size="sm">
          {t(m.siteHome, { site: siteName })}
        </Anchor>
      </Group>
      <div>
        <Title order={1}>{t(m.createEvent)}</Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t(m.createIntro)}
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <EventForm initialChannelId={params.get('channelId') ?? undefined} />
      </Paper>
    </Stack>
  );
}
