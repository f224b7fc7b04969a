import { Anchor, Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { FeedPost } from '@portal/contract';
import { IconExternalLink } from '@tabler/icons-react';
import { useId } from 'react';
import { FeedPostImage } from './feed-post-image';
import { formatPostDate } from './format-post-date';
import { safeWebHref } from '../../../lib/safe-url';

/** One piece of community news, as visitors see it. */
export function FeedPostCard({ post }: { post: FeedPost }) {
  const titleId = useId();
  const link = safeWebHref(post.link);
  return (
    <Card
      component="article"
      aria-labelledby={titleId}
      withBorder
      radius="md"
      padding="lg"
      h="100%"
    >
      {post.imageUrl && (
        <Card.Section mb="md">
          <FeedPostImage imageUrl={post.imageUrl} height={180} />
        </Card.Section>
      )}
      <Stack gap="xs" h="100%">
        <Title order={3} fz="h4" id={titleId} style={{ overflowWrap: 'anywhere' }}>
          {post.title}
        </Title>
        <Text size="sm" c="dimmed">
          {post.channelName && <>{post.channelName} · </>}
          <time dateTime={post.createdAt}>{formatPostDate(post.createdAt)}</time>
        </Text>
        <Text size="sm" lineClamp={5} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
          {post.content}
        </Text>
        {link && (
          <Anchor
            href={link}
            target="_blank"
            rel="noopener noreferrer"
            fw={500}
            size="sm"
            mt="auto"
            pt="xs"
          >
            Read more <VisuallyHidden>about {post.title} (opens in a new tab)</VisuallyHidden>
            <IconExternalLink
              size={14}
              aria-hidden
              style={{ verticalAlign: 'middle', marginInlineStart: 2 }}
            />
          </Anchor>
        )}
      </Stack>
    </Card>
  );
}
