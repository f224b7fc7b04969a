import { Anchor, Card, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { FeedPost } from '@portal/contract';
import { IconExternalLink } from '@tabler/icons-react';
import { useId } from 'react';
import { TranslationNote } from '../../../components/translation-note';
import { useT } from '../../../i18n/i18n-provider';
import { formatShortDate } from '../../../lib/format';
import { safeWebHref } from '../../../lib/safe-url';
import { feedPostReaderMessages as messages } from '../feed-post-reader-messages';
import { FeedPostImage, feedCardSizes } from './feed-post-image';
import { usePostVersion } from './use-post-version';

/** One piece of community news, as visitors see it: in their language when it was written in it. */
export function FeedPostCard({ post }: { post: FeedPost }) {
  const t = useT();
  const titleId = useId();
  const link = safeWebHref(post.link);
  const version = usePostVersion(post);
  const { title, content } = version.texts;
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
          <FeedPostImage
            imageUrl={post.imageUrl}
            photo={post.imagePhoto}
            sizes={feedCardSizes}
            height={180}
          />
        </Card.Section>
      )}
      <Stack gap="xs" h="100%">
        <Title
          order={3}
          fz="h4"
          id={titleId}
          lang={version.lang.title}
          style={{ overflowWrap: 'anywhere' }}
        >
          {title}
        </Title>
        <Text size="sm" c="dimmed">
          {post.channelName && <>{post.channelName} · </>}
          <time dateTime={post.createdAt}>{formatShortDate(post.createdAt)}</time>
        </Text>
        <TranslationNote version={version} />
        <Text
          size="sm"
          lineClamp={5}
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
            fw={500}
            size="sm"
            mt="auto"
            pt="xs"
          >
            {t(messages.readMore)}{' '}
            <VisuallyHidden>{t(messages.readMoreAbout, { title })}</VisuallyHidden>
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
