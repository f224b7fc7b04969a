import { Anchor, Group, Skeleton, Stack, Text } from '@mantine/core';
import { localDayAt } from '@portal/contract/time-zones';
import { IconRepeat } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useT } from '../../../i18n/i18n-provider';
import type { PortalEvent } from '../../../lib/event-queries';
import { useEventSeries } from '../../../lib/event-series-query';
import { formatShortDate, formatTime, formatWeekdayDate } from '../../../lib/format';
import { paths } from '../../../lib/paths';
import { recurrenceMessages as m } from '../../../lib/recurrence-messages';
import { recurrenceSummary } from '../../../lib/recurrence-summary';

/** How many of the later dates the page links to; the calendar shows them all. */
const shown = 4;

/**
 * A date of a recurring event (ADR 40): the rule in words and links to the next dates, each its
 * own event with its own registration.
 */
export function SeriesDates({ event }: { event: PortalEvent }) {
  const t = useT();
  const series = useEventSeries(event);
  if (!event.seriesId) return null;
  if (series.isPending) return <Skeleton height={20} width="60%" />;
  // The date itself is all a reader needs; the rest is a convenience.
  if (series.isError) return null;
  const { occurrences, recurrence, timeZone } = series.data;
  const first = occurrences[0];
  const at = occurrences.findIndex((date) => date._id === event._id);
  const later = occurrences.slice(at + 1, at + 1 + shown);
  const ownTime = formatTime(event.date, timeZone);
  // "Sat 21 Nov 2026", with its time only where it differs from this date's (moved on its own).
  const dateLabel = (iso: string) => {
    const time = formatTime(iso, timeZone);
    const day = formatWeekdayDate(iso, 'short', timeZone);
    return time === ownTime ? day : `${day}, ${time}`;
  };
  return (
    <Stack gap={4}>
      <Group gap={6} wrap="nowrap" align="flex-start">
        <IconRepeat size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm" fw={500}>
          {first &&
            recurrenceSummary(recurrence, localDayAt(first.date, timeZone), t, (day) =>
              formatShortDate(`${day}T12:00:00Z`),
            )}
        </Text>
      </Group>
      {later.length > 0 && (
        <nav aria-label={t(m.otherDates)}>
          <Group gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {later.map((date) => (
              <li key={date._id}>
                <Anchor
                  component={Link}
                  to={paths.eventDetails.href(date._id)}
                  size="sm"
                  td={date.status === 'cancelled' ? 'line-through' : undefined}
                >
                  {dateLabel(date.date)}
                  {date.status === 'cancelled' && ` (${t(m.cancelled)})`}
                </Anchor>
              </li>
            ))}
          </Group>
        </nav>
      )}
    </Stack>
  );
}
