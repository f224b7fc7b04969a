import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PortalEvent } from '@portal/contract';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { TranslationNote } from '../../../components/translation-note';
import { useT } from '../../../i18n/i18n-provider';
import { useContentVersion } from '../../../lib/content-version';
import { paths } from '../../../lib/paths';
import { EventTime } from '../../../components/event-time';
import { formatLongDay } from './format-event-time';
import { calendarMessages as messages } from './messages';

/** The chosen day's events below the grid (spec screen 11: 'Events on {date}' or 'No events.'). */
export function DayEvents({ day, events }: { day: Date; events: PortalEvent[] }) {
  const t = useT();
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId} fz="h3">
        {t(messages.eventsOn, { date: formatLongDay(day) })}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed">{t(messages.noEvents)}</Text>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
          {events.map((event) => (
            <Paper component="li" key={event._id} withBorder radius="md" p="md">
              <DayEvent event={event} />
            </Paper>
          ))}
        </Stack>
      )}
    </Stack>
  );
}

function DayEvent({ event }: { event: PortalEvent }) {
  const t = useT();
  const version = useContentVersion({ title: event.title }, event.translations);
  const title = version.texts.title;
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Title order={3} fz="lg" lang={version.lang.title} style={{ overflowWrap: 'anywhere' }}>
          {title}
        </Title>
        {event.status === 'cancelled' && (
          <Badge color="red" variant="light">
            {t(messages.cancelled)}
          </Badge>
        )}
      </Group>
      <TranslationNote version={version} />
      <Group gap={6} wrap="nowrap">
        <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
        <EventTime size="sm" times={event} />
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{event.location}</Text>
      </Group>
      <Group gap="md">
        <Anchor
          component={Link}
          to={paths.eventDetails.href(event._id)}
          size="sm"
          aria-label={t(messages.detailsOf, { title })}
        >
          {t(messages.details)}
        </Anchor>
        {event.registrationOpen && (
          <Anchor
            component={Link}
            to={paths.registration.href(event._id)}
            size="sm"
            aria-label={t(messages.registerFor, { title })}
          >
            {t(messages.register)}
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
