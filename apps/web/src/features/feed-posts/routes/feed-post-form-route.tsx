import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { FeedPostForm } from '../components/feed-post-form';
import { feedPostFormMessages as messages } from '../feed-post-form-messages';

/**
 * Spec screen 17 (feed post form) as a page, ?channelId=<id> preselecting the channel. It has no
 * top bar (spec §2 Shell), so it carries its own ways out.
 */
export function FeedPostFormRoute() {
  const t = useT();
  const siteName = useSiteName();
  const [params] = useSearchParams();
  const channel = params.get('channelId');
  const back = channel
    ? `${paths.editFeeds}?${new URLSearchParams({ channelId: channel })}`
    : paths.editFeeds;
  return (
    <Stack gap="lg" maw={760} mx="auto" py={{ base: 'xs', sm: 'lg' }}>
      <title>{`${t(messages.pageTitle)} · ${siteName}`}</title>
      <Group justify="space-between" gap="sm">
        <Anchor component={Link} to={back} size="sm">
          <Group gap={4} wrap="nowrap" component="span">
            <IconArrowLeft size={16} aria-hidden />
            {t(messages.backToManage)}
          </Group>
        </Anchor>
        <Anchor component={Link} to={paths.home} size="sm">
          {t(messages.siteHome, { site: siteName })}
        </Anchor>
      </Group>
      <div>
        <Title order={1}>{t(messages.pageTitle)}</Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t(messages.pageIntro)}
        </Text>
      </div>
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <FeedPostForm variant="page" requestedChannel={channel} />
      </Paper>
    </Stack>
  );
}
