import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { usePastEventList, useUpcomingEventList } from '../api/get-event-lists';
import { EventList } from '../components/event-list';

/** Spec screen 1 at /events: what is coming up, then the most recent past events. */
export function EventsRoute() {
  const siteName = useSiteName();
  const upcoming = useUpcomingEventList();
  const past = usePastEventList();

  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <title>{`Events · ${siteName}`}</title>
      <div>
        <Title order={1}>Events</Title>
        <Text c="dimmed" mt={4}>
          Everything our community is organising. Open an event for its schedule, sponsors and
          photos, or see them all in the{' '}
          <Anchor component={Link} to={paths.eventGallery}>
            gallery
          </Anchor>
          .
        </Text>
      </div>

      <Stack component="section" aria-labelledby="upcoming-events-heading" gap="md">
        <Title order={2} id="upcoming-events-heading">
          Upcoming events
        </Title>
        <EventList
          query={upcoming}
          headingOrder={3}
          empty={{
            title: 'No upcoming events',
            description: 'Nothing is scheduled right now. Check back soon.',
          }}
        />
      </Stack>

      <Stack component="section" aria-labelledby="past-events-heading" gap="md">
        <Title order={2} id="past-events-heading">
          Past events
        </Title>
        <EventList
          query={past.query}
          select={past.endedOnly}
          headingOrder={3}
          layout="grid"
          empty={{
            title: 'No past events yet',
            description: 'Events appear here once they are over.',
          }}
        />
      </Stack>
    </Stack>
  );
}
