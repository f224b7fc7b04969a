import { Anchor, Badge, HoverCard, Stack, Text } from '@mantine/core';
import type { PortalEvent } from '@portal/contract';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import { useContentVersion } from '../../../lib/content-version';
import { paths } from '../../../lib/paths';
import { EventTime } from '../../../components/event-time';
import { calendarMessages as messages } from './messages';
import classes from './month-grid.module.css';

interface EventBadgeProps {
  event: PortalEvent;
  size: 'xs' | 'sm';
  /** Also chooses the badge's day, so a tap lists the day's events below the grid. */
  onClick: () => void;
}

/**
 * One event in a day cell. Hovering (or tapping, on touch) shows its details; it stays out of
 * the tab order because the day's list below the grid offers the same details and links.
 */
export function EventBadge({ event, size, onClick }: EventBadgeProps) {
  const t = useT();
  // The reader's language's title when the organisers gave one; the day's list below says so.
  const version = useContentVersion({ title: event.title }, event.translations);
  const title = version.texts.title;
  const lang = version.lang.title;
  const cancelled = event.status === 'cancelled';
  return (
    <HoverCard
      width={260}
      position="top"
      shadow="md"
      withArrow
      openDelay={100}
      closeDelay={150}
      interactive
      events={{ hover: true, focus: false, touch: true }}
    >
      <HoverCard.Target>
        <Badge
          component="button"
          type="button"
          tabIndex={-1}
          onClick={onClick}
          className={classes.badge}
          variant="light"
          color={cancelled ? 'gray' : undefined}
          radius="sm"
          size={size}
          fullWidth
          tt="none"
          td={cancelled ? 'line-through' : undefined}
          // A long title shortens with an ellipsis, reading from the start.
          styles={{
            root: { cursor: 'pointer' },
            label: { flex: 1, minWidth: 0, textAlign: 'start' },
          }}
        >
          <span lang={lang}>{title}</span>
        </Badge>
      </HoverCard.Target>
      <HoverCard.Dropdown aria-label={title}>
        <Stack gap={4}>
          <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
            {cancelled ? t(messages.titleCancelled, { title }) : <span lang={lang}>{title}</span>}
          </Text>
          <EventTime size="sm" times={event} />
          <Text size="sm" c="dimmed">
            {event.location}
          </Text>
          <Anchor component={Link} to={paths.eventDetails.href(event._id)} size="sm">
            {t(messages.details)}
          </Anchor>
        </Stack>
      </HoverCard.Dropdown>
    </HoverCard>
  );
}
