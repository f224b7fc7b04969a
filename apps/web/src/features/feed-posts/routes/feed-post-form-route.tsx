import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { FeedPostForm } from '../components/feed-post-form';

/**
 * Spec screen 17 (feed post form) as a page, ?channelId=<id> preselecting the channel. It has no
 * top bar (spec §2 Shell), so it carries its own ways out.
 */
export function FeedPostFormRoute() {
  const siteName = useSiteName();
  const [params] = useSearchParams();
  const channel = params.get('channelId');
  const back = channel
    ? `${paths.editFeeds}?${new URLSearchParams({ channelId: channel })}`
    : paths.editFeeds;
  return (
    <Stack gap="lg" maw={760} mx="auto" py={{ base: 'xs', sm: 'lg' }}>
      <title>{`Create Feed Post · ${siteName}`}</title>
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={back} size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={16} aria-hidden />
            Manage Feed Posts
          </Group>
        </Anchor>
        <Anchor component={Link} to={paths.home} size="sm">
          {siteName} home
        </Anchor>
      </Group>
      <div>
        <Title order={1}>Create Feed Post</Title>
        <Text c="dimmed" size="sm" mt={4}>
          Title and content are required. Active posts appear on the home page.
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <FeedPostForm variant="page" requestedChannel={channel} />
      </Paper>
    </Stack>
  );
}
