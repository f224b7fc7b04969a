import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { formatEventDates } from './format-event-dates';

// Built from local times, so the expectations hold in whatever zone the tests run.
const local = (value: string) => dayjs(value).toISOString();

describe('formatEventDates', () => {
  it('gives the end time only when the event ends the same day', () => {
    expect(formatEventDates(local('2026-12-05T10:00'), local('2026-12-05T18:30'))).toBe(
      'Sat 5 Dec 2026, 10:00 – 18:30',
    );
  });

  it('gives both dates when it runs across days', () => {
    expect(formatEventDates(local('2026-12-05T10:00'), local('2026-12-07T18:00'))).toBe(
      'Sat 5 Dec 2026, 10:00 – Mon 7 Dec 2026, 18:00',
    );
  });

  it('gives the start alone when there is no later end', () => {
    expect(formatEventDates(local('2026-12-05T10:00'), local('2026-12-05T10:00'))).toBe(
      'Sat 5 Dec 2026, 10:00',
    );
  });
});
