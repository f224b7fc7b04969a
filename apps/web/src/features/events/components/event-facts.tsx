import { Badge, Button, Group, Text } from '@mantine/core';
import { isEventFull } from '@portal/contract/event-capacity';
import {
  IconCalendarEvent,
  IconHourglass,
  IconMapPin,
  IconTicket,
  IconUsers,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import type { PortalEvent } from '../../../lib/event-queries';
import { useT } from '../../../i18n/i18n-provider';
import { paths } from '../../../lib/paths';
import { EventTime } from '../../../components/event-time';
import { eventFactMessages as messages } from '../event-fact-messages';

// The small pieces of an event that the listing card and the details page both show.

type Size = 'sm' | 'md';

/** Status (when not simply published) and the event's tags (spec: optional tag badges). */
export function EventBadges({ event }: { event: PortalEvent }) {
  const t = useT();
  if (event.status === 'published' && event.tags.length === 0) return null;
  return (
    <Group gap={6}>
      {event.status === 'cancelled' && (
        // Shade 9: white on the default red (shade 7) is 3.8:1, under WCAG AA for small text.
        <Badge color="red.9" variant="filled">
          {t(messages.cancelled)}
        </Badge>
      )}
      {event.status === 'draft' && (
        <Badge color="gray" variant="outline">
          {t(messages.draft)}
        </Badge>
      )}
      {event.tags.map((tag) => (
        <Badge key={tag} variant="light" tt="none">
          {tag}
        </Badge>
      ))}
    </Group>
  );
}

export function EventWhen({ event, size = 'sm' }: { event: PortalEvent; size?: Size }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <EventTime size={size} times={event} />
    </Group>
  );
}

export function EventWhere({ event, size = 'sm' }: { event: PortalEvent; size?: Size }) {
  return (
    <Group gap={8} wrap="nowrap" align="flex-start">
      <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
      <div>
        <Text size={size} fw={500}>
          {event.location}
        </Text>
        {event.address && (
          <Text size={size === 'md' ? 'sm' : 'xs'} c="dimmed">
            {event.address}
          </Text>
        )}
      </div>
    </Group>
  );
}

/** Seats left while registration is open and the event has a capacity. */
export function SeatsLeft({ event, size = 'sm' }: { event: PortalEvent; size?: Size }) {
  const t = useT();
  if (event.capacity == null || !event.registrationOpen) return null;
  const left = Math.max(0, event.capacity - event.seatsTaken);
  // A place freed while people wait is theirs, so "1 seat left" would mislead a newcomer.
  const full = isEventFull(event);
  return (
    <Group gap={8} wrap="nowrap">
      <IconUsers size={18} aria-hidden style={{ flexShrink: 0 }} />
      <Text size={size} fw={full ? 600 : undefined}>
        {full ? t(messages.full) : t(messages.seatsLeft, { left, capacity: event.capacity })}
      </Text>
    </Group>
  );
}

/**
 * Register while registration is open, or join the waiting list when it is full (said before the
 * form, not after it); otherwise say it is closed instead of a dead link.
 */
export function RegisterAction({ event, size = 'sm' }: { event: PortalEvent; size?: Size }) {
  const t = useT();
  if (!event.registrationOpen) {
    return (
      <Badge color="gray" variant="light" size="lg" tt="none">
        {t(messages.registrationClosed)}
      </Badge>
    );
  }
  const full = isEventFull(event);
  return (
    <Button
      component={Link}
      to={paths.registration.href(event._id)}
      size={size}
      leftSection={
        full ? <IconHourglass size={18} aria-hidden /> : <IconTicket size={18} aria-hidden />
      }
    >
      {full ? t(messages.joinWaitlist) : t(messages.register)}
    </Button>
  );
}
