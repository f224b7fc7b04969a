import { Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconCalendarPlus, IconChartBar, IconEdit } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { ShareButton } from '../../../components/share-button';
import { TranslationNote } from '../../../components/translation-note';
import { VenueMap } from '../../../components/venue-map';
import { useT } from '../../../i18n/i18n-provider';
import type { PortalEvent } from '../../../lib/event-queries';
import { apiPaths, paths } from '../../../lib/paths';
import { EventBadges, EventWhen, EventWhere, SeatsLeft } from './event-facts';
import { RegisterOrMyPlace } from './my-place';
import { eventImages } from './event-images';
import { EventPicture } from './event-picture';
import { SeriesDates } from './series-dates';
import { EventSections, type TournamentSections } from './event-sections';
import { eventDetailsMessages as messages } from '../event-details-messages';
import classes from './event-details.module.css';
import { useEventVersion } from './use-event-version';

/**
 * DESIGN §5.20: the one event: a header with its facts, venue and actions, the section buttons
 * right under it, then the description.
 */
export function EventDetails({
  event,
  tournament,
}: {
  event: PortalEvent;
  tournament?: TournamentSections | undefined;
}) {
  const t = useT();
  const version = useEventVersion(event);
  const { title, description } = version.texts;
  const cover = eventImages(event, title)[0]!;
  const aboutId = useId();

  return (
    <Stack gap="lg">
      <Paper withBorder radius="lg" style={{ overflow: 'hidden' }}>
        <div className={classes.hero}>
          {/* The cover is decoration next to the title; every picture is in the gallery. */}
          <EventPicture
            image={{ ...cover, alt: '' }}
            className={classes.cover}
            sizes="(min-width: 75em) 480px, (min-width: 48em) 40vw, 100vw"
            // At the top of the page and its largest picture (the LCP element): ask for it first.
            priority
          />
          <Stack gap="xs" p={{ base: 'md', sm: 'xl' }}>
            <EventBadges event={event} />
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Title order={1} lang={version.lang.title} style={{ overflowWrap: 'anywhere' }}>
                {title}
              </Title>
              {/* On a phone the actions row is full (a third button would wrap it and push the
                  section buttons out of the first screen): sharing sits beside the title. */}
              <Box hiddenFrom="sm">
                <ShareButton url={paths.eventDetails.href(event._id)} title={title} iconOnly />
              </Box>
            </Group>
            <TranslationNote version={version} />
            {event.channelName && (
              <Text size="sm" c="dimmed">
                {t(messages.organisedBy, { channel: event.channelName })}
              </Text>
            )}
            <EventWhen event={event} size="md" />
            <SeriesDates event={event} />
            <EventWhere event={event} size="md" />
            <VenueMap
              size="responsive"
              location={event.location}
              address={event.address}
              latitude={event.latitude}
              longitude={event.longitude}
            />
            <SeatsLeft event={event} size="md" />
            <Group gap="sm" mt="xs" className={classes.actions}>
              <RegisterOrMyPlace event={event} />
              <Button
                component="a"
                href={apiPaths.events.ics(event._id)}
                download
                variant="default"
                size="md"
                leftSection={<IconCalendarPlus size={18} aria-hidden />}
              >
                {t(messages.addToCalendar)}
              </Button>
              <Box visibleFrom="sm">
                <ShareButton url={paths.eventDetails.href(event._id)} title={title} />
              </Box>
            </Group>
            {event.canManage && (
              <Group gap="sm">
                <Button
                  component={Link}
                  to={paths.editEvents}
                  variant="light"
                  leftSection={<IconEdit size={18} aria-hidden />}
                >
                  {t(messages.edit)}
                </Button>
                <Button
                  component={Link}
                  to={`${paths.eventDashboard}?event=${encodeURIComponent(event._id)}`}
                  variant="light"
                  leftSection={<IconChartBar size={18} aria-hidden />}
                >
                  {t(messages.dashboard)}
                </Button>
              </Group>
            )}
          </Stack>
        </div>
      </Paper>
      <EventSections event={event} title={title} tournament={tournament} />
      {/* After the sections: a long description would push their buttons out of the first screen. */}
      <Paper
        component="section"
        aria-labelledby={aboutId}
        withBorder
        radius="lg"
        p={{ base: 'md', sm: 'xl' }}
      >
        <Title order={2} size="h3" mb="sm" id={aboutId}>
          {t(messages.about)}
        </Title>
        <Text
          lang={version.lang.description}
          style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
        >
          {description}
        </Text>
      </Paper>
    </Stack>
  );
}
