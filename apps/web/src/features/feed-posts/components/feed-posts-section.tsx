import {
  Button,
  Card,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { feedPostMessages } from '@portal/contract';
import { IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { feedPostReaderMessages as messages } from '../feed-post-reader-messages';
import { useActiveFeedPosts } from '../api/get-feed-posts';
import { FeedPostCard } from './feed-post-card';

/** The home page shows the six newest active posts. */
export const homeFeedPostsLimit = 6;
const headingId = 'home-news-heading';

/** Community news on the home page; absent altogether while there is no news to show. */
export function FeedPostsSection() {
  const t = useT();
  const posts = useActiveFeedPosts(homeFeedPostsLimit);

  if (posts.isSuccess && posts.data.length === 0) return null;

  let body: ReactNode;
  if (posts.isPending) {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" aria-busy="true">
        <VisuallyHidden role="status">{t(messages.loading)}</VisuallyHidden>
        {[0, 1, 2].map((key) => (
          <Card key={key} withBorder radius="md" padding="lg">
            <Card.Section mb="md">
              <Skeleton height={140} radius={0} />
            </Card.Section>
            <Skeleton height={18} width="70%" mb="sm" />
            <Skeleton height={12} mb={6} />
            <Skeleton height={12} width="85%" />
          </Card>
        ))}
      </SimpleGrid>
    );
  } else if (posts.isError) {
    body = (
      <Stack align="center" gap="xs" py="md" role="alert">
        <Text c="var(--mantine-color-error)" fw={600} ta="center">
          {t.text(feedPostMessages.fetchFailed)}
        </Text>
        <Text size="sm" c="dimmed" ta="center">
          {getErrorMessage(posts.error)}
        </Text>
        <Button
          variant="default"
          mt="xs"
          leftSection={<IconRefresh size={16} aria-hidden />}
          onClick={() => void posts.refetch()}
          loading={posts.isFetching}
        >
          {t(messages.retry)}
        </Button>
      </Stack>
    );
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md" verticalSpacing="md">
        {posts.data.map((post) => (
          <FeedPostCard key={post._id} post={post} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack component="section" aria-labelledby={headingId} gap="md" w="100%" maw={1100} mx="auto">
      <Title order={2} id={headingId}>
        {t(messages.heading)}
      </Title>
      {body}
    </Stack>
  );
}
