import { describe, expect, it } from 'vitest';
import { useLanguageInTest } from '../testing/language';
import { formatEventDates, formatEventStart } from './format-event-dates';

// Built from local times, so the expectations hold in whatever zone the tests run.
const local = (value: string) => new Date(value).toISOString();

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
    expect(formatEventStart(local('2026-12-05T10:00'))).toBe('Sat 5 Dec 2026, 10:00');
  });

  it('writes the days in the reader’s language', async () => {
    await useLanguageInTest('hi');
    expect(formatEventDates(local('2026-12-05T10:00'), local('2026-12-07T18:00'))).toBe(
      'शनि 5 दिस॰ 2026, 10:00 – सोम 7 दिस॰ 2026, 18:00',
    );
  });

  it('shows nothing for a date it cannot read', () => {
    expect(formatEventStart('not a date')).toBe('');
  });
});
