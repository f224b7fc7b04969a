import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addDays,
  dayKey,
  formatMonthParam,
  monthGrid,
  parseMonthParam,
  shiftMonth,
} from './calendar-days';
import { eventsOnDay } from './venue-days';

// Run in a zone with daylight saving, whatever the machine's zone is; Node applies a TZ change at once.
const originalZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (originalZone === undefined) delete process.env.TZ;
  else process.env.TZ = originalZone;
});

const event = (date: string, endDate: string, title = 'Event', timeZone = 'America/New_York') => ({
  title,
  date,
  endDate,
  timeZone,
});

describe('month parameter', () => {
  const today = new Date(2026, 4, 17);

  it.each([
    ['2026-12', { year: 2026, month: 11 }],
    ['2027-01', { year: 2027, month: 0 }],
    [null, { year: 2026, month: 4 }],
    ['2026-13', { year: 2026, month: 4 }],
    ['December', { year: 2026, month: 4 }],
  ])('reads %j', (value, month) => {
    expect(parseMonthParam(value, today)).toEqual(month);
  });

  it('writes and shifts across years', () => {
    expect(formatMonthParam({ year: 2026, month: 0 })).toBe('2026-01');
    expect(shiftMonth({ year: 2026, month: 0 }, -1)).toEqual({ year: 2025, month: 11 });
    expect(shiftMonth({ year: 2026, month: 11 }, 1)).toEqual({ year: 2027, month: 0 });
  });
});

describe('monthGrid', () => {
  it('runs from the Sunday before the 1st to the Saturday after the last day', () => {
    const { days, from, to } = monthGrid({ year: 2026, month: 11 });
    expect(days).toHaveLength(35);
    expect(dayKey(from)).toBe('2026-11-29');
    expect(from.getDay()).toBe(0);
    expect(days.map(dayKey).slice(0, 3)).toEqual(['2026-11-29', '2026-11-30', '2026-12-01']);
    expect(dayKey(days[34] ?? from)).toBe('2027-01-02');
    expect(to).toEqual(new Date(2027, 0, 3));
  });

  it('has four rows when the month fills them exactly, six when it needs them', () => {
    expect(monthGrid({ year: 2026, month: 1 }).days).toHaveLength(28);
    expect(monthGrid({ year: 2026, month: 7 }).days).toHaveLength(42);
  });

  it.each([
    ['spring forward', 2],
    ['fall back', 10],
  ])('keeps every cell at local midnight across the %s change', (_change, month) => {
    const { days, from, to } = monthGrid({ year: 2026, month });
    days.forEach((day, index) => {
      expect(day.getHours()).toBe(0);
      expect(day.getMinutes()).toBe(0);
      expect(day.getDay()).toBe(index % 7);
      if (index > 0) expect(day.getTime()).toBe(addDays(days[index - 1] ?? day, 1).getTime());
    });
    // One day in the range is 23 or 25 hours long, so the span is not whole 24-hour days.
    expect((to.getTime() - from.getTime()) % 86_400_000).not.toBe(0);
  });
});

describe('eventsOnDay', () => {
  const day = (date: string) => new Date(`${date}T00:00:00`);

  it('shows a multi-day event on every day it covers, and no others', () => {
    const cup = event('2026-12-05T09:30:00-05:00', '2026-12-07T17:30:00-05:00');
    const covered = ['2026-12-04', '2026-12-05', '2026-12-06', '2026-12-07', '2026-12-08'].map(
      (date) => eventsOnDay([cup], day(date)).length,
    );
    expect(covered).toEqual([0, 1, 1, 1, 0]);
  });

  it('covers the right days across a daylight-saving change', () => {
    // 7 March 20:00 to 9 March 10:00 New York time; 8 March has only 23 hours.
    const weekend = event('2026-03-08T01:00:00Z', '2026-03-09T14:00:00Z');
    const covered = ['2026-03-07', '2026-03-08', '2026-03-09', '2026-03-10'].map(
      (date) => eventsOnDay([weekend], day(date)).length,
    );
    expect(covered).toEqual([1, 1, 1, 0]);
  });

  it('does not spill an event ending at midnight onto the next day', () => {
    const evening = event('2026-12-05T19:00:00-05:00', '2026-12-06T00:00:00-05:00');
    expect(eventsOnDay([evening], day('2026-12-05'))).toHaveLength(1);
    expect(eventsOnDay([evening], day('2026-12-06'))).toHaveLength(0);
  });

  it('keeps an event with no duration on its own day', () => {
    const instant = event('2026-12-06T00:00:00-05:00', '2026-12-06T00:00:00-05:00');
    expect(eventsOnDay([instant], day('2026-12-05'))).toHaveLength(0);
    expect(eventsOnDay([instant], day('2026-12-06'))).toHaveLength(1);
  });

  it('puts an event on its venue’s day, whatever the viewer’s zone (here New York)', () => {
    // 07:30 on 7 June in Pune is 22:00 on 6 June in New York: still on 7 June.
    const pune = event('2027-06-07T02:00:00Z', '2027-06-07T02:00:00Z', 'Pune', 'Asia/Kolkata');
    expect(eventsOnDay([pune], day('2027-06-06'))).toHaveLength(0);
    expect(eventsOnDay([pune], day('2027-06-07'))).toHaveLength(1);
    // 18:00 to 23:30 on 6 June in Toronto is past midnight in Pune: Toronto's day counts.
    const toronto = event('2027-06-06T22:00:00Z', '2027-06-07T03:30:00Z', 'T', 'America/Toronto');
    expect(eventsOnDay([toronto], day('2027-06-06'))).toHaveLength(1);
    expect(eventsOnDay([toronto], day('2027-06-07'))).toHaveLength(0);
    // Three days in London across the clocks going back keep their three venue days.
    const london = event('2027-10-30T09:00:00Z', '2027-11-01T18:00:00Z', 'L', 'Europe/London');
    const covered = ['2027-10-29', '2027-10-30', '2027-10-31', '2027-11-01', '2027-11-02'].map(
      (date) => eventsOnDay([london], day(date)).length,
    );
    expect(covered).toEqual([0, 1, 1, 1, 0]);
  });

  it('sorts the day soonest first', () => {
    const late = event('2026-12-05T18:00:00-05:00', '2026-12-05T20:00:00-05:00', 'Late');
    const early = event('2026-12-05T08:00:00-05:00', '2026-12-05T09:00:00-05:00', 'Early');
    expect(eventsOnDay([late, early], day('2026-12-05')).map((e) => e.title)).toEqual([
      'Early',
      'Late',
    ]);
  });
});
