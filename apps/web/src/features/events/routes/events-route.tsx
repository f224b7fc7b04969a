import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { withElements } from '../../../i18n/with-elements';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { usePastEventList, useUpcomingEventList } from '../api/get-event-lists';
import { EventList } from '../components/event-list';
import { eventListMessages as messages } from '../event-list-messages';

/** Spec screen 1 at /events: what is coming up, then the most recent past events. */
export function EventsRoute() {
  const t = useT();
  const siteName = useSiteName();
  const upcoming = useUpcomingEventList();
  const past = usePastEventList();

  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <title>{`${t(messages.eventsTitle)} · ${siteName}`}</title>
      <div>
        <Title order={1}>{t(messages.eventsTitle)}</Title>
        <Text c="dimmed" mt={4}>
          {withElements(t, messages.eventsIntro, {
            gallery: (
              <Anchor component={Link} to={paths.eventGallery}>
                {t(messages.galleryLink)}
              </Anchor>
            ),
          })}
        </Text>
      </div>

      <Stack component="section" aria-labelledby="upcoming-events-heading" gap="md">
        <Title order={2} id="upcoming-events-heading">
          {t(messages.upcoming)}
        </Title>
        <EventList
          query={upcoming}
          headingOrder={3}
          empty={{
            title: t(messages.noUpcoming),
            description: t(messages.noUpcomingText),
          }}
        />
      </Stack>

      <Stack component="section" aria-labelledby="past-events-heading" gap="md">
        <Title order={2} id="past-events-heading">
          {t(messages.past)}
        </Title>
        <EventList
          query={past.query}
          select={past.endedOnly}
          headingOrder={3}
          empty={{
            title: t(messages.noPast),
            description: t(messages.noPastText),
          }}
        />
      </Stack>
    </Stack>
  );
}
