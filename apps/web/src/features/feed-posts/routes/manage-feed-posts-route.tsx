import { Anchor, Button, EmptyState, SimpleGrid, Stack, Text } from '@mantine/core';
import { openConfirmModal } from '../../../components/confirm-modal';
import { notifications } from '@mantine/notifications';
import { feedPostMessages, type FeedPost } from '@portal/contract';
import { IconNews, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { QueryContent } from '../../../components/query-content';
import { useT } from '../../../i18n/i18n-provider';
import { describeFailure } from '../../../lib/form-errors';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDeleteFeedPost } from '../api/delete-feed-post';
import { useManagedFeedPosts } from '../api/get-feed-posts';
import { useManagedChannels } from '../api/get-managed-channels';
import { useToggleFeedPostStatus } from '../api/toggle-feed-post-status';
import {
  FeedPostEditorModal,
  type FeedPostEditorState,
} from '../components/feed-post-editor-modal';
import { FeedPostStatusTabs, type FeedPostFilter } from '../components/feed-post-status-tabs';
import { ManagedFeedPostCard } from '../components/managed-feed-post-card';
import { NoManagedChannel } from '../components/no-managed-channel';
import { feedPostManageMessages as messages } from '../feed-post-manage-messages';
import { PageHeading } from '../../../components/page-heading';

const matches: Record<FeedPostFilter, (post: FeedPost) => boolean> = {
  all: () => true,
  active: (post) => post.isActive,
  inactive: (post) => !post.isActive,
};

/** Spec screen 22: the posts the caller manages, optionally of one channel (?channelId=, as the spec's dashboard takes). */
export function ManageFeedPostsRoute() {
  const t = useT();
  const siteName = useSiteName();
  const { isAdmin } = useSession();
  const [params] = useSearchParams();
  const channel = params.get('channelId') ?? undefined;
  const channels = useManagedChannels();
  const posts = useManagedFeedPosts(channel);
  const toggle = useToggleFeedPostStatus();
  const remove = useDeleteFeedPost();
  const [filter, setFilter] = useState<FeedPostFilter>('all');
  const [editor, setEditor] = useState<FeedPostEditorState>(null);

  const runsNothing = !isAdmin && channels.isSuccess && channels.data.length === 0;
  const channelName = channel ? channels.data?.find((c) => c._id === channel)?.name : undefined;

  const onToggle = (post: FeedPost) =>
    toggle.mutate(post._id, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t.text(feedPostMessages.statusFailed),
          message: describeFailure(error, { fallback: t.text(feedPostMessages.statusFailed) }),
        }),
    });

  const confirmDelete = (post: FeedPost) =>
    void openConfirmModal({
      title: t(messages.confirmDeleteTitle, { title: post.title }),
      children: <Text size="sm">{t.text(feedPostMessages.confirmDelete)}</Text>,
      labels: { confirm: t(messages.delete), cancel: t(messages.cancel) },
      // red.9: white on the default red is below AA contrast.
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(post._id, {
          onSuccess: () =>
            notifications.show({ color: 'green', message: t.text(feedPostMessages.deleted) }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              title: t.text(feedPostMessages.deleteFailed),
              message: describeFailure(error, { fallback: t.text(feedPostMessages.deleteFailed) }),
            }),
        }),
    });

  const body = runsNothing ? (
    <NoManagedChannel />
  ) : (
    <QueryContent
      query={posts}
      loading={<PageLoader label={t(messages.loading)} />}
      errorTitle={t.text(feedPostMessages.fetchFailed)}
    >
      {(all) => {
        if (all.length === 0)
          return (
            <EmptyState
              icon={<IconNews aria-hidden />}
              withIndicatorBackground
              title={t(messages.empty)}
              description={t(messages.emptyText)}
              py="xl"
            />
          );
        const shown = all.filter(matches[filter]);
        const counts = {
          all: all.length,
          active: all.filter(matches.active).length,
          inactive: all.filter(matches.inactive).length,
        };
        return (
          <FeedPostStatusTabs value={filter} onChange={setFilter} counts={counts}>
            {shown.length === 0 ? (
              <Text c="dimmed" ta="center" py="xl">
                {filter === 'active' ? t(messages.noActive) : t(messages.noInactive)}
              </Text>
            ) : (
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
                {shown.map((post) => {
                  const toggling = toggle.isPending && toggle.variables === post._id;
                  return (
                    <ManagedFeedPostCard
                      key={post._id}
                      post={post}
                      active={toggling ? !post.isActive : post.isActive}
                      toggling={toggling}
                      deleting={remove.isPending && remove.variables === post._id}
                      onToggle={() => onToggle(post)}
                      onEdit={() => setEditor({ mode: 'edit', post })}
                      onDelete={() => confirmDelete(post)}
                    />
                  );
                })}
              </SimpleGrid>
            )}
          </FeedPostStatusTabs>
        );
      }}
    </QueryContent>
  );

  return (
    <Stack gap="lg" maw={1200} mx="auto">
      <title>{`${t(messages.title)} · ${siteName}`}</title>
      <PageHeading
        title={t(messages.title)}
        intro={
          <>
            {channel
              ? t(messages.channelIntro, { channel: channelName ?? t(messages.oneChannel) })
              : t(messages.intro)}
            {channel && (
              <>
                {' '}
                <Anchor component={Link} to={paths.editFeeds} inherit>
                  {t(messages.showAll)}
                </Anchor>
              </>
            )}
          </>
        }
      >
        {!runsNothing && (
          <Button
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => setEditor({ mode: 'create' })}
            aria-haspopup="dialog"
          >
            {t(messages.addNew)}
          </Button>
        )}
      </PageHeading>
      {body}
      <FeedPostEditorModal
        state={editor}
        requestedChannel={channel ?? null}
        onClose={() => setEditor(null)}
      />
    </Stack>
  );
}
