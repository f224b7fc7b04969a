import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Stack,
  Switch,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { FeedPost } from '@portal/contract';
import { IconExternalLink, IconPencil, IconTrash } from '@tabler/icons-react';
import { useId } from 'react';
import badgeClasses from '../../../components/readable-badge.module.css';
import { FeedPostImage } from './feed-post-image';
import { formatPostDate } from './format-post-date';
import classes from './managed-feed-post-card.module.css';
import { safeWebHref } from '../../../lib/safe-url';

interface ManagedFeedPostCardProps {
  post: FeedPost;
  /** What the switch shows: the saved state, or the new one while it is being saved. */
  active: boolean;
  toggling: boolean;
  deleting: boolean;
  onToggle: () => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** Spec screen 22: one post on the Manage Feed Posts grid. */
export function ManagedFeedPostCard({
  post,
  active,
  toggling,
  deleting,
  onToggle,
  onEdit,
  onDelete,
}: ManagedFeedPostCardProps) {
  const titleId = useId();
  const link = safeWebHref(post.link);
  // Repeated control names say which post they act on, for screen readers.
  const forPost = (
    <>
      {' '}
      <VisuallyHidden>{post.title}</VisuallyHidden>
    </>
  );
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="lg"
      h="100%"
      className={post.isActive ? undefined : classes.inactive}
    >
      {post.imageUrl && (
        <Card.Section>
          <FeedPostImage imageUrl={post.imageUrl} height={160} className={classes.image} />
        </Card.Section>
      )}
      <Stack gap="xs" h="100%" mt={post.imageUrl ? 'md' : 0}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={2} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
            {post.title}
          </Title>
          {!post.isActive && (
            <Badge color="gray" variant="light" miw="max-content" className={badgeClasses.readable}>
              Inactive
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {post.channelName ?? 'Site-wide'} ·{' '}
          <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
        </Text>
        <Text size="sm" lineClamp={4} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {post.content}
        </Text>
        {link && (
          <Anchor
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {link} <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
            <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
          </Anchor>
        )}
        <Stack gap="sm" mt="auto" pt="xs">
          <Switch
            label={<>Active{forPost}</>}
            checked={active}
            disabled={toggling}
            onChange={onToggle}
          />
          <Group gap="xs">
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={onEdit}
              aria-haspopup="dialog"
            >
              Edit{forPost}
            </Button>
            <Button
              size="xs"
              variant="light"
              color="red"
              leftSection={<IconTrash size={14} aria-hidden />}
              onClick={onDelete}
              loading={deleting}
              aria-haspopup="dialog"
            >
              Delete{forPost}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
