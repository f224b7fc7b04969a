import { Anchor, Button, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import type { PortalEvent } from '@portal/contract';
import { IconCalendar, IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { EventTime } from '../../../components/event-time';
import { paths } from '../../../lib/paths';
import { EventStatusBadge } from './event-status-badge';
import { eventCommonMessages } from './messages';
import { seatsSummary } from './seats-summary';

interface ManagedEventCardProps {
  event: PortalEvent;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}

/** One event on the Manage Events grid: what it is, how full, and what can be done with it. */
export function ManagedEventCard({ event, onEdit, onDelete, deleting }: ManagedEventCardProps) {
  const t = useT();
  // Repeated link and button texts name their event for screen readers.
  const forEvent = (
    <>
      {' '}
      <VisuallyHidden>{event.title}</VisuallyHidden>
    </>
  );
  return (
    <Card component="article" withBorder radius="md" padding="lg" h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
          <Title order={2} fz="h4" style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Title>
          <EventStatusBadge status={event.status} />
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconCalendar size={16} aria-hidden style={{ flexShrink: 0 }} />
          <EventTime size="sm" times={event} withEnd={false} />
        </Group>
        <Group gap={6} wrap="nowrap">
          <IconMapPin size={16} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {event.location}
          </Text>
        </Group>
        {event.channelName && (
          <Text size="sm" c="dimmed">
            {t(eventCommonMessages.channelName, { channel: event.channelName })}
          </Text>
        )}
        <Text size="sm">
          {seatsSummary(t, event)}
          {event.waitlisted > 0 &&
            ` · ${t(eventCommonMessages.waitlistedCount, { count: event.waitlisted })}`}
        </Text>
        <Group gap="md" mt="auto" pt="xs">
          <Anchor
            component={Link}
            to={`${paths.eventDashboard}?event=${encodeURIComponent(event._id)}`}
            size="sm"
          >
            {t(eventCommonMessages.dashboard)}
            {forEvent}
          </Anchor>
          <Anchor component={Link} to={paths.eventDetails.href(event._id)} size="sm">
            {t(eventCommonMessages.details)}
            {forEvent}
          </Anchor>
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconPencil size={14} aria-hidden />}
            onClick={onEdit}
            aria-haspopup="dialog"
          >
            {t(eventCommonMessages.edit)}
            {forEvent}
          </Button>
          <Button
            size="xs"
            variant="light"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
            loading={deleting}
            aria-haspopup="dialog"
          >
            {t(eventCommonMessages.delete)}
            {forEvent}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
