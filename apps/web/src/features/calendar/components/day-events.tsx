import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { PortalEvent } from '@portal/contract';
import { IconClock, IconMapPin } from '@tabler/icons-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { formatLongDay, formatTimeRange } from './format-event-time';

/** The chosen day's events below the grid (spec screen 11: 'Events on {date}' or 'No events.'). */
export function DayEvents({ day, events }: { day: Date; events: PortalEvent[] }) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} gap="sm">
      <Title order={2} id={headingId} fz="h3">
        Events on {formatLongDay(day)}
      </Title>
      {events.length === 0 ? (
        <Text c="dimmed">No events.</Text>
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
  return (
    <Stack gap={6}>
      <Group gap="xs" wrap="wrap">
        <Title order={3} fz="lg" style={{ overflowWrap: 'anywhere' }}>
          {event.title}
        </Title>
        {event.status === 'cancelled' && (
          <Badge color="red" variant="light">
            Cancelled
          </Badge>
        )}
      </Group>
      <Group gap={6} wrap="nowrap">
        <IconClock size={16} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{formatTimeRange(event.date, event.endDate)}</Text>
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
          aria-label={`Details of ${event.title}`}
        >
          Details
        </Anchor>
        {event.registrationOpen && (
          <Anchor
            component={Link}
            to={paths.registration.href(event._id)}
            size="sm"
            aria-label={`Register for ${event.title}`}
          >
            Register
          </Anchor>
        )}
      </Group>
    </Stack>
  );
}
