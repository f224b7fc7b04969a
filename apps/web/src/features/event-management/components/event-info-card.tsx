import { Badge, DataList, Group, Paper, Spoiler, Text, Title } from '@mantine/core';
import type { PortalEvent } from '@portal/contract';
import type { ReactNode } from 'react';
import { EventStatusBadge } from './event-status-badge';
import { formatEventStart } from '../../../lib/format-event-dates';

/** Spec screen 20's event information card. */
export function EventInfoCard({ event }: { event: PortalEvent }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm">
        Event information
      </Title>
      <DataList labelWidth={120} gap={6} size="sm">
        <Row label="Starts" value={formatEventStart(event.date)} />
        {event.endDate !== event.date && (
          <Row label="Ends" value={formatEventStart(event.endDate)} />
        )}
        <Row label="Location" value={event.location} />
        {event.address && <Row label="Address" value={event.address} />}
        <Row label="Status" value={<EventStatusBadge status={event.status} />} />
        <Row label="Registration" value={event.registrationOpen ? 'Open' : 'Closed'} />
        <Row label="Capacity" value={event.capacity ?? 'No limit'} />
        {event.channelName && <Row label="Channel" value={event.channelName} />}
        {event.tags.length > 0 && (
          <Row
            label="Tags"
            value={
              <Group gap={4}>
                {event.tags.map((tag) => (
                  <Badge key={tag} variant="outline" size="sm">
                    {tag}
                  </Badge>
                ))}
              </Group>
            }
          />
        )}
      </DataList>
      <Spoiler maxHeight={72} showLabel="Show more" hideLabel="Show less" mt="sm">
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {event.description}
        </Text>
      </Spoiler>
    </Paper>
  );
}

function Row({ label, value }: { label: string; value: ReactNode }) {
  return (
    <DataList.Item>
      <DataList.ItemLabel c="dimmed">{label}</DataList.ItemLabel>
      <DataList.ItemValue style={{ overflowWrap: 'anywhere' }}>{value}</DataList.ItemValue>
    </DataList.Item>
  );
}
