import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useAllEvents, type PortalEvent } from '../../../lib/event-queries';
import { useSiteName } from '../../../lib/get-site';
import {
  dayKey,
  eventsOnDay,
  formatMonthParam,
  monthGrid,
  monthOf,
  parseMonthParam,
  shiftMonth,
  type CalendarMonth,
} from '../components/calendar-days';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { DayEvents } from '../components/day-events';
import { MonthGrid } from '../components/month-grid';

/** Spec §9 narrow-layout breakpoint, 768px (Mantine's `sm`). */
const wideQuery = '(min-width: 48em)';
const monthParam = 'month';

/** Spec screen 11 at /event-calendar; the month lives in the URL (?month=2026-12) for back and forward. */
export function EventCalendarRoute() {
  const siteName = useSiteName();
  const titleId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = new Date();
  const month = parseMonthParam(searchParams.get(monthParam), today);
  const { days, from, to } = monthGrid(month);
  // Only the visible weeks, so a busy year never loads in one go; but all of them, page by page.
  const events = useAllEvents({ from: from.toISOString(), to: to.toISOString() });
  const wide = useMediaQuery(wideQuery, true, { getInitialValueInEffect: false });
  const [selectedKey, setSelectedKey] = useState<string | null>(null);

  const eventsByDay = new Map<string, PortalEvent[]>(
    days.map((day) => [dayKey(day), eventsOnDay(events.data ?? [], day)]),
  );
  const selectedDay = days.find((day) => dayKey(day) === selectedKey);

  const goTo = (target: CalendarMonth) => {
    const value = formatMonthParam(target);
    setSearchParams(
      (params) => {
        params.set(monthParam, value);
        return params;
      },
      // Choosing the month already on screen must not add a history entry.
      { replace: value === formatMonthParam(month), preventScrollReset: true },
    );
  };

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <title>{`Event calendar · ${siteName}`}</title>
      <Title order={1}>Event calendar</Title>
      <CalendarToolbar
        title={dayjs(new Date(month.year, month.month, 1)).format('MMMM YYYY')}
        titleId={titleId}
        wide={wide}
        onPrevious={() => goTo(shiftMonth(month, -1))}
        onNext={() => goTo(shiftMonth(month, 1))}
        onToday={() => {
          goTo(monthOf(today));
          setSelectedKey(dayKey(today));
        }}
      />
      {events.isPending && (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">Loading events...</Text>
        </Group>
      )}
      {events.isError && (
        <QueryErrorAlert
          title="Failed to load events."
          error={events.error}
          onRetry={() => void events.refetch()}
          retrying={events.isFetching}
        />
      )}
      <MonthGrid
        month={month}
        days={days}
        eventsByDay={eventsByDay}
        today={today}
        selectedKey={selectedKey}
        onSelect={(day) => setSelectedKey(dayKey(day))}
        wide={wide}
        labelledBy={titleId}
      />
      {selectedDay ? (
        <DayEvents day={selectedDay} events={eventsByDay.get(dayKey(selectedDay)) ?? []} />
      ) : (
        <Text c="dimmed" size="sm">
          Choose a day to see its events.
        </Text>
      )}
    </Stack>
  );
}
