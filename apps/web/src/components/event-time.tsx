import { Text, type TextProps } from '@mantine/core';
import { eventTimeParts, type EventTimes } from '../lib/format-event-dates';
import { useReaderTimeZone } from '../lib/use-reader-time-zone';

// An event's or a match's time as readers see it (issue 19): the venue's, named, and the
// reader's own beside it when their clock differs (online events: the reader's first).

interface EventTimeProps extends Omit<TextProps, 'children'> {
  times: EventTimes;
  /** false: the start alone (a dashboard's or a ticket's "starts" line). */
  withEnd?: boolean;
}

export function EventTime({ times, withEnd = true, ...textProps }: EventTimeProps) {
  const readerZone = useReaderTimeZone();
  const { primary, secondary } = eventTimeParts(times, readerZone, { withEnd });
  return (
    <Text component="span" {...textProps}>
      <time dateTime={times.date}>{primary}</time>
      {secondary && (
        <>
          {' '}
          <Text component="span" inherit c="dimmed">
            ({secondary})
          </Text>
        </>
      )}
    </Text>
  );
}

/** The same as a plain string, for places that take text (labels, options). */
export function useEventTimeText(times: EventTimes, withEnd = true): string {
  const readerZone = useReaderTimeZone();
  const { primary, secondary } = eventTimeParts(times, readerZone, { withEnd });
  return secondary ? `${primary} (${secondary})` : primary;
}
