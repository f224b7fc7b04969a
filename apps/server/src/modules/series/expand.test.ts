import { describe, expect, it } from 'vitest';
import { occurrenceInstant, seriesDates } from './expand';

const weekly = { frequency: 'weekly' as const, interval: 1 };

describe('series dates', () => {
  it('meets weekly on the first date’s weekday, at the same wall-clock time across a clock change', () => {
    // Saturdays in London from 17 Oct 2026: the clocks go back on 25 Oct.
    const dates = seriesDates({ ...weekly, count: 3 }, '2026-10-17T18:30', 'Europe/London');
    expect(dates.rrule).toBe('FREQ=WEEKLY;BYDAY=SA;COUNT=3');
    expect(dates.starts).toEqual(['2026-10-17T18:30', '2026-10-24T18:30', '2026-10-31T18:30']);
    expect(
      dates.starts.map((start) => occurrenceInstant(start, 'Europe/London').toISOString()),
    ).toEqual(['2026-10-17T17:30:00.000Z', '2026-10-24T17:30:00.000Z', '2026-10-31T18:30:00.000Z']);
  });

  it('meets on several weekdays until a day on the venue’s calendar, the UNTIL in UTC', () => {
    const dates = seriesDates(
      { ...weekly, weekdays: ['TU', 'TH'], until: '2026-12-10' },
      '2026-12-01T07:00',
      'Asia/Kolkata',
    );
    expect(dates.starts).toEqual([
      '2026-12-01T07:00',
      '2026-12-03T07:00',
      '2026-12-08T07:00',
      '2026-12-10T07:00',
    ]);
    // The end of 10 Dec in Kolkata is 18:29:59 UTC.
    expect(dates.rrule).toBe('FREQ=WEEKLY;BYDAY=TU,TH;UNTIL=20261210T182959Z');
  });

  it('repeats monthly on the date or on "the second Saturday"', () => {
    const byDate = seriesDates(
      { frequency: 'monthly', interval: 1, count: 3 },
      '2026-12-12T10:00',
      'Asia/Kolkata',
    );
    expect(byDate.rrule).toBe('FREQ=MONTHLY;BYMONTHDAY=12;COUNT=3');
    expect(byDate.starts).toEqual(['2026-12-12T10:00', '2027-01-12T10:00', '2027-02-12T10:00']);
    const byWeekday = seriesDates(
      { frequency: 'monthly', interval: 1, monthlyBy: 'weekday', count: 3 },
      '2026-12-12T10:00',
      'Asia/Kolkata',
    );
    expect(byWeekday.rrule).toBe('FREQ=MONTHLY;BYDAY=2SA;COUNT=3');
    expect(byWeekday.starts).toEqual(['2026-12-12T10:00', '2027-01-09T10:00', '2027-02-13T10:00']);
  });

  it('repeats every other day and every two weeks', () => {
    expect(
      seriesDates(
        { frequency: 'daily', interval: 2, count: 3 },
        '2027-03-30T06:00',
        'Europe/London',
      ).starts,
    ).toEqual(['2027-03-30T06:00', '2027-04-01T06:00', '2027-04-03T06:00']);
    expect(
      seriesDates({ ...weekly, interval: 2, count: 2 }, '2027-01-02T16:00', 'America/Toronto')
        .rrule,
    ).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=SA;COUNT=2');
  });

  it('refuses rules that make too many or too few dates, or skip the first date’s day', () => {
    const tooMany = () =>
      seriesDates(
        { frequency: 'daily', interval: 1, until: '2027-12-31' },
        '2026-12-01T07:00',
        'UTC',
      );
    expect(tooMany).toThrow(expect.objectContaining({ statusCode: 400 }));
    expect(tooMany).toThrow(/at most 104 dates/);
    expect(() =>
      seriesDates({ ...weekly, until: '2026-12-03' }, '2026-12-01T07:00', 'UTC'),
    ).toThrow(/at least 2 dates/);
    expect(() =>
      seriesDates({ ...weekly, until: '2026-11-03' }, '2026-12-01T07:00', 'UTC'),
    ).toThrow(/end after its first date/);
    expect(() =>
      seriesDates({ ...weekly, weekdays: ['MO'], count: 4 }, '2026-12-01T07:00', 'UTC'),
    ).toThrow(/first date’s own day/);
  });

  it('moves a time the clocks skip forward by the gap, as calendars do', () => {
    // London springs forward at 01:00 on 28 Mar 2027: 01:30 does not exist that day.
    expect(occurrenceInstant('2027-03-28T01:30', 'Europe/London').toISOString()).toBe(
      '2027-03-28T01:30:00.000Z',
    );
  });
});
