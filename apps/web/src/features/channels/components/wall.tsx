import { Anchor, Box, Button, EmptyState, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { postMessages } from '@portal/contract';
import { IconMessageOff } from '@tabler/icons-react';
import { lazy, Suspense, useId } from 'react';
import { Link, useLocation } from 'react-router';
import { openConfirmModal } from '../../../components/confirm-modal';
import { PageLoader } from '../../../components/page-loader';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { WhenNear } from '../../../components/when-near';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { loginHref } from '../../../lib/paths';
import { useSession } from '../../../lib/session';
import { useDeletePost } from '../api/delete-post';
import { usePosts, type Post } from '../api/get-posts';
import { PostCard } from './post-card';
import { wallMessages } from './wall-messages';

// The composer (text area, form) is for members only: visitors to the home page never load it,
// and members once they scroll near it.
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
  /** Defaults to 'Posts', in the reader's language. */
  title?: string;
  headingOrder?: 2 | 3;
}

/**
 * A wall: the composer (for those who may post) and the posts, newest first, with older pages
 * on request. Used by the channel page and, without a channel, by the home page.
 */
export function Wall({ channelId, canPost, title, headingOrder = 2 }: WallProps) {
  const t = useT();
  const { isLoggedIn } = useSession();
  const { pathname } = useLocation();
  const headingId = useId();
  const mayPost = canPost ?? isLoggedIn;

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md">
      <Title order={headingOrder} id={headingId}>
        {title ?? t(wallMessages.posts)}
      </Title>
      {mayPost ? (
        <WhenNear height={composerHeight}>
          <Suspense fallback={<Box mih={composerHeight} />}>
            <PostComposer channelId={channelId} />
          </Suspense>
        </WhenNear>
      ) : !isLoggedIn ? (
        <SignInToPost href={loginHref(pathname)} />
      ) : channelId ? (
        <Text size="sm" c="dimmed">
          {t.text(postMessages.notMember)}
        </Text>
      ) : null}
      <PostList channelId={channelId} canPost={mayPost} />
    </Stack>
  );
}

/** "Sign in to post.", the link placed where the reader's language puts it. */
function SignInToPost({ href }: { href: string }) {
  const t = useT();
  // The sentence is translated whole, with a marker where the link goes.
  const marker = '\u2063';
  const [before = '', after = ''] = t(wallMessages.signInToPost, { signIn: marker }).split(marker);
  return (
    <Text size="sm" c="dimmed">
      {before}
      <Anchor component={Link} to={href}>
        {t(wallMessages.signIn)}
      </Anchor>
      {after}
    </Text>
  );
}

function PostList({ channelId, canPost }: { channelId: string | undefined; canPost: boolean }) {
  const t = useT();
  const posts = usePosts(channelId);
  const remove = useDeletePost();

  const confirmDelete = (post: Post) =>
    void openConfirmModal({
      title: t(wallMessages.deleteTitle),
      children: <Text size="sm">{t(wallMessages.deleteText)}</Text>,
      labels: { confirm: t(wallMessages.delete), cancel: t(wallMessages.cancel) },
      // red.9: white on the default red is below AA contrast.
      confirmProps: { color: 'red.9' },
      onConfirm: () =>
        remove.mutate(post._id, {
          onSuccess: (answer) =>
            notifications.show({
              color: 'green',
              message: answer?.message ?? t.text(postMessages.deleted),
            }),
          onError: (error) =>
            notifications.show({
              color: 'red',
              message: t(wallMessages.deleteFailed, { reason: getErrorMessage(error) }),
            }),
        }),
    });

  if (posts.isPending) return <PageLoader label={t(wallMessages.loadingPosts)} />;
  // A failed first load; a failed later page keeps the posts already shown (below).
  if (posts.data === undefined) {
    return (
      <QueryErrorAlert
        title={t(wallMessages.loadFailed)}
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
        title={t(wallMessages.noPosts)}
        description={t(canPost ? wallMessages.beFirst : wallMessages.nothingPosted)}
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
          {t(wallMessages.olderFailed, { reason: getErrorMessage(posts.error) })}
        </Text>
      )}
      {posts.hasNextPage && (
        <Button
          variant="default"
          onClick={() => void posts.fetchNextPage()}
          loading={posts.isFetchingNextPage}
          style={{ alignSelf: 'center' }}
        >
          {t(wallMessages.loadOlder)}
        </Button>
      )}
    </Stack>
  );
}
