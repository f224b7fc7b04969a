import { Box, VisuallyHidden } from '@mantine/core';
import type { PortalEvent } from '@portal/contract';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../i18n/i18n-provider';
import { weekdayNames } from '../../../lib/format';
import { addDays, dayKey, isInMonth, type CalendarMonth } from './calendar-days';
import { EventBadge } from './event-badge';
import { formatLongDay } from './format-event-time';
import { calendarMessages as messages } from './messages';
import classes from './month-grid.module.css';

/** The grid's columns, Sunday first (spec screen 11), named in the reader's language. */
function sundayFirst(names: string[]): string[] {
  return [...names.slice(6), ...names.slice(0, 6)];
}

/** Arrow keys move a day or a week; Home and End go to the week's ends (the date-picker pattern). */
function keyOffset(key: string, day: Date): number | undefined {
  const offsets: Record<string, number> = {
    ArrowLeft: -1,
    ArrowRight: 1,
    ArrowUp: -7,
    ArrowDown: 7,
    Home: -day.getDay(),
    End: 6 - day.getDay(),
  };
  return offsets[key];
}

interface MonthGridProps {
  month: CalendarMonth;
  days: Date[];
  eventsByDay: ReadonlyMap<string, PortalEvent[]>;
  today: Date;
  selectedKey: string | null;
  onSelect: (day: Date) => void;
  labelledBy: string;
}

/** A wide screen's chips a day; more show as "+N more". */
const maxBadges = 2;
/** A phone's dots a day (a cell is about 48px wide at 375px); past that, three and a plus. */
const maxDots = 4;

/** Spec screen 11's grid: a table of weeks whose day cells are buttons (one tab stop, arrows move). */
export function MonthGrid(props: MonthGridProps) {
  const { month, days, eventsByDay, today, selectedKey, onSelect, labelledBy } = props;
  const t = useT();
  const shortNames = sundayFirst(weekdayNames('short'));
  const longNames = sundayFirst(weekdayNames('long'));
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const [focusKey, setFocusKey] = useState<string | null>(null);
  const keys = new Set(days.map(dayKey));
  const todayKey = dayKey(today);
  const firstKey = dayKey(new Date(month.year, month.month, 1));
  const tabStop =
    [focusKey, selectedKey, isInMonth(today, month) ? todayKey : null].find(
      (key) => key !== null && keys.has(key),
    ) ?? firstKey;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, day: Date) => {
    const offset = keyOffset(event.key, day);
    if (offset === undefined) return;
    const key = dayKey(addDays(day, offset));
    const target = buttons.current.get(key);
    if (!target) return;
    event.preventDefault();
    setFocusKey(key);
    target.focus();
  };

  const weeks = Array.from({ length: days.length / 7 }, (_, week) =>
    days.slice(week * 7, week * 7 + 7),
  );

  return (
    <table className={classes.table} aria-labelledby={labelledBy}>
      <thead>
        <tr>
          {longNames.map((long, index) => (
            <th key={long} scope="col" className={classes.head}>
              <span aria-hidden>{shortNames[index]}</span>
              <VisuallyHidden>{long}</VisuallyHidden>
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={dayKey(week[0] ?? today)}>
            {week.map((day) => {
              const key = dayKey(day);
              const events = eventsByDay.get(key) ?? [];
              const shown = events.slice(0, maxBadges);
              const more = events.length - shown.length;
              const dotted = events.slice(0, events.length > maxDots ? maxDots - 1 : maxDots);
              const cellClasses = [
                classes.cell,
                isInMonth(day, month) ? '' : classes.outside,
                key === todayKey ? classes.today : '',
                key === selectedKey ? classes.selected : '',
              ];
              return (
                <td key={key} className={cellClasses.filter(Boolean).join(' ')}>
                  <button
                    type="button"
                    className={classes.day}
                    ref={(node) => {
                      if (node) buttons.current.set(key, node);
                      else buttons.current.delete(key);
                    }}
                    tabIndex={key === tabStop ? 0 : -1}
                    aria-label={t(messages.dayLabel, {
                      date: formatLongDay(day),
                      count: events.length,
                    })}
                    aria-pressed={key === selectedKey}
                    aria-current={key === todayKey ? 'date' : undefined}
                    onClick={() => {
                      setFocusKey(key);
                      onSelect(day);
                    }}
                    onKeyDown={(event) => onKeyDown(event, day)}
                  >
                    <span className={classes.number}>{day.getDate()}</span>
                  </button>
                  {/* Chosen by CSS, not a media query: the server's first paint is right on a
                      phone too (ADR 21). A phone's cell is too narrow for a title ("Su…"), so it
                      shows a dot an event; the day's button names the count, the list below them. */}
                  {events.length > 0 && (
                    <Box visibleFrom="sm" className={classes.events}>
                      {shown.map((event) => (
                        <EventBadge
                          key={event._id}
                          event={event}
                          size="sm"
                          onClick={() => onSelect(day)}
                        />
                      ))}
                      {more > 0 && (
                        <span className={classes.more}>{t(messages.more, { count: more })}</span>
                      )}
                    </Box>
                  )}
                  {events.length > 0 && (
                    <Box hiddenFrom="sm" className={classes.dots} aria-hidden>
                      {dotted.map((event) => (
                        <span
                          key={event._id}
                          className={classes.dot}
                          data-cancelled={event.status === 'cancelled' || undefined}
                        />
                      ))}
                      {events.length > maxDots && <span className={classes.moreDots} />}
                    </Box>
                  )}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
