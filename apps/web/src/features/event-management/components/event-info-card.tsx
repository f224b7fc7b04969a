import { Badge, DataList, Group, Paper, Spoiler, Text, Title } from '@mantine/core';
import type { PortalEvent } from '@portal/contract';
import type { ReactNode } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { formatNumber } from '../../../lib/format';
import { EventTime } from '../../../components/event-time';
import { dashboardMessages as m } from './dashboard-messages';
import { EventStatusBadge } from './event-status-badge';

/** Spec screen 20's event information card. */
export function EventInfoCard({ event }: { event: PortalEvent }) {
  const t = useT();
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={2} fz="h4" mb="sm">
        {t(m.eventInformation)}
      </Title>
      <DataList labelWidth={120} gap={6} size="sm">
        <Row
          label={t(m.starts)}
          value={<EventTime inherit times={{ ...event, endDate: null }} />}
        />
        {event.endDate !== event.date && (
          <Row
            label={t(m.ends)}
            value={<EventTime inherit times={{ ...event, date: event.endDate, endDate: null }} />}
          />
        )}
        <Row label={t(m.location)} value={event.location} />
        {event.address && <Row label={t(m.address)} value={event.address} />}
        <Row label={t(m.status)} value={<EventStatusBadge status={event.status} />} />
        <Row label={t(m.registration)} value={event.registrationOpen ? t(m.open) : t(m.closed)} />
        <Row
          label={t(m.capacity)}
          value={event.capacity === null ? t(m.noLimit) : formatNumber(event.capacity)}
        />
        {event.channelName && <Row label={t(m.channel)} value={event.channelName} />}
        {event.tags.length > 0 && (
          <Row
            label={t(m.tags)}
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
      <Spoiler maxHeight={72} showLabel={t(m.showMore)} hideLabel={t(m.showLess)} mt="sm">
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
