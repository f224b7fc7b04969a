import { Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QueryErrorAlert } from '../../../components/query-error-alert';
import { useT } from '../../../i18n/i18n-provider';
import { useAllEvents, type PortalEvent } from '../../../lib/event-queries';
import { formatMonthYear } from '../../../lib/format';
import { useSiteName } from '../../../lib/get-site';
import {
  addDays,
  dayKey,
  formatMonthParam,
  monthGrid,
  monthOf,
  parseMonthParam,
  shiftMonth,
  type CalendarMonth,
} from '../components/calendar-days';
import { CalendarSearch } from '../components/calendar-search';
import { CalendarToolbar } from '../components/calendar-toolbar';
import { DayEvents } from '../components/day-events';
import { eventsOnDay } from '../components/venue-days';
import { calendarMessages as messages } from '../components/messages';
import { MonthGrid } from '../components/month-grid';

/** Spec §9 narrow-layout breakpoint, 768px (Mantine's `sm`). */
const wideQuery = '(min-width: 48em)';
const monthParam = 'month';
const searchParam = 'q';

/** Spec screen 11 at /event-calendar; the month lives in the URL (?month=2026-12) for back and forward. */
export function EventCalendarRoute() {
  const t = useT();
  const siteName = useSiteName();
  const titleId = useId();
  const [searchParams, setSearchParams] = useSearchParams();
  const today = new Date();
  const month = parseMonthParam(searchParams.get(monthParam), today);
  const search = searchParams.get(searchParam)?.trim() || undefined;
  const { days, from, to } = monthGrid(month);
  // Only the visible weeks, so a busy year never loads in one go; but all of them, page by page.
  // Two days more each side: an event sits on its venue's day, which is up to 26 hours from
  // the viewer's (UTC−12 to UTC+14); eventsOnDay places it.
  const events = useAllEvents({
    from: addDays(from, -2).toISOString(),
    to: addDays(to, 2).toISOString(),
    q: search,
  });
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

  const onSearch = (term: string) =>
    setSearchParams(
      (params) => {
        if (term) params.set(searchParam, term);
        else params.delete(searchParam);
        return params;
      },
      // Each pause in typing is not a page to go back to.
      { replace: true, preventScrollReset: true },
    );

  return (
    <Stack gap="md" maw={1100} mx="auto">
      <title>{`${t(messages.title)} · ${siteName}`}</title>
      <Title order={1}>{t(messages.title)}</Title>
      <CalendarSearch value={search ?? ''} onSearch={onSearch} />
      {search && (
        // There before the answer, so screen readers announce the count when it comes.
        <Text size="sm" role="status">
          {events.isSuccess
            ? t(messages.searchResults, { count: events.data.length, term: search })
            : null}
        </Text>
      )}
      <CalendarToolbar
        title={formatMonthYear(new Date(month.year, month.month, 1))}
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
          <Text size="sm">{t(messages.loading)}</Text>
        </Group>
      )}
      {events.isError && (
        <QueryErrorAlert
          title={t(messages.loadFailed)}
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
        labelledBy={titleId}
      />
      {selectedDay ? (
        <DayEvents day={selectedDay} events={eventsByDay.get(dayKey(selectedDay)) ?? []} />
      ) : (
        <Text c="dimmed" size="sm">
          {t(messages.chooseDay)}
        </Text>
      )}
    </Stack>
  );
}
