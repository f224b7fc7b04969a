import { Anchor, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { withElements } from '../../../i18n/with-elements';
import { useSiteName } from '../../../lib/get-site';
import { paths } from '../../../lib/paths';
import { useUpcomingEventList } from '../api/get-event-lists';
import { EventList } from '../components/event-list';
import { eventListMessages as messages } from '../event-list-messages';

/** /upcoming-events: only events that have not ended yet, soonest first. */
export function UpcomingEventsRoute() {
  const t = useT();
  const siteName = useSiteName();
  const upcoming = useUpcomingEventList();

  return (
    <Stack gap="xl" maw={1100} mx="auto">
      <title>{`${t(messages.upcoming)} · ${siteName}`}</title>
      <div>
        <Title order={1}>{t(messages.upcoming)}</Title>
        <Text c="dimmed" mt={4}>
          {withElements(t, messages.upcomingIntro, {
            eventsPage: (
              <Anchor component={Link} to={paths.events}>
                {t(messages.eventsPageLink)}
              </Anchor>
            ),
          })}
        </Text>
      </div>
      <EventList
        query={upcoming}
        headingOrder={2}
        empty={{
          title: t(messages.noUpcoming),
          description: withElements(t, messages.noUpcomingLookBack, {
            past: (
              <Anchor component={Link} to={paths.events}>
                {t(messages.pastLink)}
              </Anchor>
            ),
          }),
        }}
      />
    </Stack>
  );
}
