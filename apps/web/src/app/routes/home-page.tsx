import { Anchor, Box, Group, Stack, Title } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { Link } from 'react-router';
import { Wall } from '../../features/channels/components/wall';
import { EventList } from '../../features/events/components/event-list';
import { FeedPostsSection } from '../../features/feed-posts/components/feed-posts-section';
import { HomeRoute } from '../../features/home/routes/home-route';
import { useT } from '../../i18n/i18n-provider';
import { useUpcomingEvents } from '../../lib/event-queries';
import { paths } from '../../lib/paths';
import { homeEventsLimit } from '../prefetch-first-screen';
import { homePageMessages } from './messages';

/**
 * Home (spec §2 "/" lists events): the site's identity, what is coming up, the community's news
 * (active feed posts) and the main community wall. Composed here
 * because features may not import each other; each section loads and fails on its own.
 */
export function HomePage() {
  const upcoming = useUpcomingEvents(homeEventsLimit);
  const t = useT();
  return (
    <Stack gap="xl">
      {/* A block wrapper: as a flex item with auto margins the identity would shrink to fit. */}
      <div>
        <HomeRoute />
      </div>
      <Stack
        component="section"
        aria-labelledby="home-upcoming-heading"
        gap="md"
        w="100%"
        maw={1100}
        mx="auto"
      >
        <Group justify="space-between" align="baseline">
          <Title order={2} id="home-upcoming-heading">
            {t(homePageMessages.upcoming)}
          </Title>
          <Anchor component={Link} to={paths.events} underline="hover" fw={500}>
            <Group gap={4} component="span">
              {t(homePageMessages.seeAll)}
              <IconArrowRight size={16} aria-hidden />
            </Group>
          </Anchor>
        </Group>
        <EventList
          query={upcoming}
          headingOrder={3}
          empty={{
            title: t(homePageMessages.noneTitle),
            description: t(homePageMessages.noneDescription),
          }}
        />
      </Stack>
      {/* Hides itself while there is no news. */}
      <FeedPostsSection />
      <Box w="100%" maw={1100} mx="auto">
        <Wall title={t(homePageMessages.wall)} />
      </Box>
    </Stack>
  );
}
