import { Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PortalEvent } from '@portal/contract';
import { IconCalendar, IconDownload, IconMapPin } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { getErrorMessage } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';
import { useDownloadRegistrationsCsv } from '../api/download-registrations-csv';
import { EventTime } from '../../../components/event-time';
import { dashboardMessages } from './dashboard-messages';
import { EventStatusBadge } from './event-status-badge';

/** Spec screen 20's header: the event's title, date and location, with the CSV export. */
export function DashboardHeader({ event }: { event: PortalEvent }) {
  const t = useT();
  const download = useDownloadRegistrationsCsv();
  const onDownload = () =>
    download.mutate(
      { id: event._id, title: event.title },
      {
        onError: (error) =>
          notifications.show({
            color: 'red',
            message: t(dashboardMessages.downloadFailed, { reason: getErrorMessage(error) }),
          }),
      },
    );

  return (
    <Group justify="space-between" align="flex-start" gap="md">
      <Stack gap={6} style={{ minWidth: 0 }}>
        <Group gap="sm" align="center">
          <Title order={1} style={{ overflowWrap: 'anywhere' }}>
            {event.title}
          </Title>
          <EventStatusBadge status={event.status} />
        </Group>
        <Group gap="lg" c="dimmed">
          <Group gap={6} wrap="nowrap">
            <IconCalendar size={16} aria-hidden />
            <EventTime size="sm" times={event} withEnd={false} />
          </Group>
          <Group gap={6} wrap="nowrap">
            <IconMapPin size={16} aria-hidden />
            <Text size="sm">{event.location}</Text>
          </Group>
        </Group>
        <Anchor component={Link} to={paths.eventDetails.href(event._id)} size="sm">
          {t(dashboardMessages.viewEventPage)}
        </Anchor>
      </Stack>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        onClick={onDownload}
        loading={download.isPending}
      >
        {t(dashboardMessages.downloadCsv)}
      </Button>
    </Group>
  );
}
