import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useUpcomingEventList } from '../api/get-event-lists';
import { EventList } from '../components/event-list';

/** /upcoming-events: only events that have not ended yet, soonest first. */
export function UpcomingEventsRoute() {
  const siteName = useSiteName();
  const upcoming = useUpcomingEventList();

  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <title>{`Upcoming events · ${siteName}`}</title>
      <div>
        <Title order={1}>Upcoming events</Title>
        <Text c="dimmed" mt={4}>
          What is coming up, soonest first. Past events are on the{' '}
          <Anchor component={Link} to={paths.events}>
            events page
          </Anchor>
          .
        </Text>
      </div>
      <EventList
        query={upcoming}
        headingOrder={2}
        empty={{
          title: 'No upcoming events',
          description: (
            <>
              Nothing is scheduled right now. Check back soon, or look back at{' '}
              <Anchor component={Link} to={paths.events}>
                past events
              </Anchor>
              .
            </>
          ),
        }}
      />
    </Stack>
  );
}
