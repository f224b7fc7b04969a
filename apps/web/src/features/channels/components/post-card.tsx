import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import { UserAvatar } from '../../../components/user-avatar';
import { useT } from '../../../i18n/i18n-provider';
import type { Post } from '../api/get-posts';
import { formatPostDate, formatPostTime } from './format-post-time';
import { wallMessages } from './wall-messages';

interface PostCardProps {
  post: Post;
  onDelete: () => void;
  deleting: boolean;
}

/** One wall post: who, when, and what they wrote (plain text, line breaks kept). */
export function PostCard({ post, onDelete, deleting }: PostCardProps) {
  const t = useT();
  const authorId = useId();
  return (
    <Paper component="article" aria-labelledby={authorId} withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group gap="sm" wrap="nowrap" align="flex-start">
          <UserAvatar imageUrl={post.userImageUrl} size={40} />
          <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
            <Text id={authorId} fw={600} truncate="end">
              {post.user}
            </Text>
            {/* The browser's own tooltip: Mantine's would bring floating-ui onto the home page. */}
            <Text
              component="time"
              dateTime={post.time}
              title={formatPostDate(post.time)}
              size="xs"
              c="dimmed"
              w="fit-content"
            >
              {formatPostTime(post.time)}
            </Text>
          </Stack>
          {post.canDelete && (
            <Button
              size="compact-sm"
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
              loading={deleting}
              aria-haspopup="dialog"
              aria-label={t(wallMessages.deleteBy, { name: post.user })}
            >
              {t(wallMessages.delete)}
            </Button>
          )}
        </Group>
        <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{post.content}</Text>
      </Stack>
    </Paper>
  );
}
