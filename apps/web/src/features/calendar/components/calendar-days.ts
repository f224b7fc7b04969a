// Pure date logic for the month grid, all in the viewer's local zone (DESIGN §3): the grid's days
// and "Today" are the viewer's (which events sit on them: venue-days.ts). Days are built
// from year, month and day numbers, never by adding 24 hours, so a daylight-saving change (a
// 23- or 25-hour day) cannot shift a cell onto the wrong date.

export interface CalendarMonth {
  year: number;
  /** 0 = January, as Date counts. */
  month: number;
}

export interface MonthGrid {
  /** Whole weeks, Sunday to Saturday, covering the month: 28 to 42 local midnights. */
  days: Date[];
  /** The first cell's start: the Sunday on or before the 1st, 00:00 local. */
  from: Date;
  /** The day after the last cell (a Saturday), 00:00 local; the range excludes it. */
  to: Date;
}

const monthParam = /^(\d{4})-(\d{2})$/;

/** The month in a `?month=2026-12` parameter, or the month of `today` when absent or malformed. */
export function parseMonthParam(value: string | null, today: Date): CalendarMonth {
  const match = value ? monthParam.exec(value) : null;
  if (match) {
    const year = Number(match[1]);
    const month = Number(match[2]) - 1;
    if (year >= 1970 && month >= 0 && month <= 11) return { year, month };
  }
  return monthOf(today);
}

export function formatMonthParam({ year, month }: CalendarMonth): string {
  return `${year}-${String(month + 1).padStart(2, '0')}`;
}

export function monthOf(date: Date): CalendarMonth {
  return { year: date.getFullYear(), month: date.getMonth() };
}

/** The month `by` months away (negative for earlier); Date carries over the year. */
export function shiftMonth({ year, month }: CalendarMonth, by: number): CalendarMonth {
  return monthOf(new Date(year, month + by, 1));
}

export function isInMonth(date: Date, { year, month }: CalendarMonth): boolean {
  return date.getFullYear() === year && date.getMonth() === month;
}

/** Local midnight `count` calendar days after `date`'s day. */
export function addDays(date: Date, count: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + count);
}

/** A stable key for a local calendar day, e.g. "2026-12-05". */
export function dayKey(date: Date): string {
  const month = String(date.getMonth() + 1).padStart(2, '0');
  const day = String(date.getDate()).padStart(2, '0');
  return `${date.getFullYear()}-${month}-${day}`;
}

export function monthGrid({ year, month }: CalendarMonth): MonthGrid {
  const leading = new Date(year, month, 1).getDay();
  const daysInMonth = new Date(year, month + 1, 0).getDate();
  const cells = Math.ceil((leading + daysInMonth) / 7) * 7;
  const days = Array.from(
    { length: cells },
    (_, index) => new Date(year, month, 1 - leading + index),
  );
  return {
    days,
    from: new Date(year, month, 1 - leading),
    to: new Date(year, month, 1 - leading + cells),
  };
}
