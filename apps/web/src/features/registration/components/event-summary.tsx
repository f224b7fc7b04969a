import { Group, Stack, Text, Title } from '@mantine/core';
import type { PortalEvent } from '@portal/contract';
import { IconCalendarEvent, IconMapPin } from '@tabler/icons-react';
import { useT } from '../../../i18n/i18n-provider';
import { EventTime } from '../../../components/event-time';
import { registrationPageMessages } from './messages';

/** What the person is registering for: title, when and where. */
export function EventSummary({ event }: { event: PortalEvent }) {
  const t = useT();
  return (
    <Stack gap={6}>
      <Text size="sm" c="dimmed" fw={600}>
        {t(registrationPageMessages.eventRegistration)}
      </Text>
      <Title order={1} fz={{ base: 26, sm: 32 }} style={{ overflowWrap: 'anywhere' }}>
        {event.title}
      </Title>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconCalendarEvent size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <EventTime size="sm" times={event} />
      </Group>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">
          {event.location}
          {event.address ? `, ${event.address}` : ''}
        </Text>
      </Group>
    </Stack>
  );
}
