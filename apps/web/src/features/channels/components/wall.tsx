import { Anchor, Box, Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { postMessages } from '@portal/contract';
import { IconMessageOff } from '@tabler/icons-react';
import { lazy, Suspense, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { openConfirmModal } from '../../../components/confirm-modal';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { getErrorMessage } from '../../../lib/api-client';
import { loginHref } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDeletePost } from '../api/delete-post';
import { usePosts, type Post } from '../api/get-posts';
import { PostCard } from './post-card';

// The composer (text area, form) is for members only: visitors to the home page never load it.
const PostComposer = lazy(() =>
  import('./post-composer').then((m) => ({ default: m.PostComposer })),
);
/** About the composer's height, held while it loads so the posts below do not jump. */
const composerHeight = 170;

interface WallProps {
  /** The channel whose wall this is; omitted for the site's main community wall. */
  channelId?: string | undefined;
  /** May the caller post here? Defaults to "signed in": any member posts on the main wall. */
  canPost?: boolean | undefined;
  title?: string;
  headingOrder?: 2 | 3;
}

/**
 * A wall: the composer (for those who may post) and the posts, newest first, with older pages
 * on request. Used by the channel page and, without a channel, by the home page.
 */
export function Wall({ channelId, canPost, title = 'Posts', headingOrder = 2 }: WallProps) {
  const { isLoggedIn } = useSession();
  const { pathname } = useLocation();
  const headingId = useId();
  const mayPost = canPost ?? isLoggedIn;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={headingOrder} id={headingId}>
        {title}
      </Title>
      {mayPost ? (
        <Suspense fallback={<Box mih={composerHeight} />}>
          <PostComposer channelId={channelId} />
        </Suspense>
      ) : !isLoggedIn ? (
        <Text size="sm" c="dimmed">
          <Anchor component={Link} to={loginHref(pathname)}>
            Sign in
          </Anchor>{' '}
          to post.
        </Text>
      ) : channelId ? (
        <Text size="sm" c="dimmed">
          {postMessages.notMember}
        </Text>
      ) : null}
      <PostList channelId={channelId} canPost={mayPost} />
    </Stack>
  );
}

function PostList({ channelId, canPost }: { channelId: string | undefined; canPost: boolean }) {
  const posts = usePosts(channelId);
  const remove = useDeletePost();

  const confirmDelete = (post: Post) =>
    void openConfirmModal({
      title: 'Delete this post?',
      children: <Text size="sm">Are you sure you want to delete this post permanently?</Text>,
      labels: { confirm: 'Delete', cancel: 'Cancel' },
      // red.9: white on the default red is below AA contrast.
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(post._id, {
          onSuccess: (answer) =>
            notifications.show({
              color: 'green',
              message: answer?.message ?? postMessages.deleted,
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: `Could not delete the post: ${getErrorMessage(error)}`,
            }),
        }),
    });

  if (posts.isPending) return <PageLoader label="Loading posts" />;
  // A failed first load; a failed later page keeps the posts already shown (below).
  if (posts.data === undefined) {
    return (
      <QueryErrorAlert
        title="Failed to load posts"
        error={posts.error}
        onRetry={() => void posts.refetch()}
        retrying={posts.isFetching}
      />
    );
  }
  const all = posts.data.pages.flatMap((page) => page.posts);
  if (all.length === 0) {
    return (
      <EmptyState
        icon={<IconMessageOff aria-hidden />}
        withIndicatorBackground
        title="No posts yet"
        description={canPost ? 'Be the first to write something.' : 'Nothing has been posted here.'}
        py="lg"
      />
    );
  }
  return (
    <Stack gap="sm">
      {all.map((post) => (
        <PostCard
          key={post._id}
          post={post}
          onDelete={() => confirmDelete(post)}
          deleting={remove.isPending && remove.variables === post._id}
        />
      ))}
      {posts.isFetchNextPageError && (
        <Text size="sm" c="red" role="alert">
          Could not load older posts: {getErrorMessage(posts.error)}
        </Text>
      )}
      {posts.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void posts.fetchNextPage()}
          loading={posts.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          Load older posts
        </Button>
      )}
    </Stack>
  );
}
