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
import { TranslationNote } from '../../../components/translation-note';
import { useT } from '../../../i18n/i18n-provider';
import { formatShortDate } from '../../../lib/format';
import { FeedPostImage, feedCardSizes } from './feed-post-image';
import classes from './managed-feed-post-card.module.css';
import { safeWebHref } from '../../../lib/safe-url';
import { feedPostManageMessages as messages } from '../feed-post-manage-messages';
import { usePostVersion } from './use-post-version';

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
  const t = useT();
  const titleId = useId();
  const link = safeWebHref(post.link);
  const version = usePostVersion(post);
  const { title, content } = version.texts;
  // Repeated control names say which post they act on, for screen readers.
  const forPost = (
    <>
      {' '}
      <VisuallyHidden>{title}</VisuallyHidden>
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
          <FeedPostImage
            imageUrl={post.imageUrl}
            photo={post.imagePhoto}
            sizes={feedCardSizes}
            height={160}
            className={classes.image}
          />
        </Card.Section>
      )}
      <Stack gap="xs" h="100%" mt={post.imageUrl ? 'md' : 0}>
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title
            order={2}
            fz="h4"
            id={titleId}
            lang={version.lang.title}
            style={{ overflowWrap: 'anywhere' }}
          >
            {title}
          </Title>
          {!post.isActive && (
            <Badge color="gray" variant="light" miw="max-content" className={badgeClasses.readable}>
              {t(messages.inactive)}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {post.channelName ?? t(messages.siteWide)} ·{' '}
          <time dateTime={post.createdAt}>{formatShortDate(post.createdAt)}</time>
        </Text>
        <TranslationNote version={version} />
        <Text
          size="sm"
          lineClamp={4}
          lang={version.lang.content}
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {content}
        </Text>
        {link && (
          <Anchor
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            size="sm"
            style={{ overflowWrap: 'anywhere' }}
          >
            {link} <VisuallyHidden>{t(messages.opensInNewTab)}</VisuallyHidden>
            <IconExternalLink size={14} aria-hidden style={{ verticalAlign: 'middle' }} />
          </Anchor>
        )}
        <Stack gap="sm" mt="auto" pt="xs">
          <Switch
            label={
              <>
                {t(messages.active)}
                {forPost}
              </>
            }
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
              {t(messages.edit)}
              {forPost}
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
              {t(messages.delete)}
              {forPost}
            </Button>
          </Group>
        </Stack>
      </Stack>
    </Card>
  );
}
