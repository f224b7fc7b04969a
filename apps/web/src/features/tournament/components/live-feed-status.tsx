import { Badge, Group, Text } from '@mantine/core';
import readable from '../../../components/readable-badge.module.css';
import { useT } from '../../../i18n/i18n-provider';
import { formatTime } from '../../../lib/format';
import { useLiveFeed } from '../../../lib/live/use-live-feed';
import classes from './match-card.module.css';
import { liveFeedMessages as m } from './messages';

/**
 * Whether the page is receiving live scores ("Live", or "Reconnecting…" while it comes back)
 * and when the last update arrived, so a viewer knows the score on screen is current.
 */
export function LiveFeedStatus({ eventId }: { eventId: string }) {
  const t = useT();
  const snapshot = useLiveFeed(eventId);
  const status = snapshot?.status ?? 'connecting';
  return (
    <Group gap="xs" role="status" aria-live="polite" data-live-status={status}>
      <Badge
        color={status === 'live' ? 'green' : status === 'reconnecting' ? 'orange' : 'gray'}
        variant="light"
        miw="max-content"
        className={readable.readable}
        leftSection={
          status === 'live' ? <span className={classes.liveDot} aria-hidden="true" /> : undefined
        }
      >
        {t(m[status])}
      </Badge>
      {snapshot?.lastUpdate && (
        <Text size="sm" c="dimmed">
          {t(m.lastUpdate, { time: formatTime(snapshot.lastUpdate) })}
        </Text>
      )}
    </Group>
  );
}
