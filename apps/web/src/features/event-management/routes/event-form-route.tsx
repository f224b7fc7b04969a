import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { EventForm } from '../components/event-form';

/**
 * Spec screen 17: the create form as a page. It has no top bar (spec §2 Shell), so it carries its
 * own ways out. ?channelId=<id> (from a channel's Activity menu) starts it in that channel.
 */
export function EventFormRoute() {
  const siteName = useSiteName();
  const [params] = useSearchParams();
  return (
    <Stack gap="lg" maw={880} mx="auto" py={{ base: 'xs', sm: 'lg' }}>
      <title>{`Create Event · ${siteName}`}</title>
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={paths.editEvents} size="sm">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden />
            Manage Events
          </Group>
        </Anchor>
        <Anchor component={Link} to={paths.home} size="sm">
          {siteName} home
        </Anchor>
      </Group>
      <div>
        <Title order={1}>Create Event</Title>
        <Text c="dimmed" size="sm" mt={4}>
          Title, start, location and description are required; everything else can follow later.
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <EventForm initialChannelId={params.get('channelId') ?? undefined} />
      </Paper>
    </Stack>
  );
}
