import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import { makeRegistration } from '../../../testing/event-fixtures';
import { maxChartDays, registrationsPerDay } from './registrations-per-day';

// Midday UTC stays on the same calendar day in every zone from UTC-11 to UTC+11.
const on = (day: string, id: string, status: 'confirmed' | 'cancelled' = 'confirmed') =>
  makeRegistration({ _id: id, registrationDate: `${day}T12:00:00.000Z`, status });

describe('registrationsPerDay', () => {
  it('is empty without registrations', () => {
    expect(registrationsPerDay([])).toEqual([]);
  });

  it('counts each day, fills quiet days and keeps a running total, without cancellations', () => {
    const days = registrationsPerDay([
      on('2026-11-01', 'a'),
      on('2026-11-03', 'b'),
      on('2026-11-03', 'c'),
      on('2026-11-02', 'd', 'cancelled'),
    ]);
    expect(days).toEqual([
      { day: '2026-11-01', count: 1, cumulative: 1 },
      { day: '2026-11-02', count: 0, cumulative: 1 },
      { day: '2026-11-03', count: 2, cumulative: 3 },
    ]);
  });

  it(`draws at most ${maxChartDays} days, counting earlier ones in the running total`, () => {
    const start = dayjs('2026-01-01');
    const rows = Array.from({ length: 100 }, (_, index) =>
      on(start.add(index, 'day').format('YYYY-MM-DD'), String(index)),
    );
    const days = registrationsPerDay(rows);
    expect(days).toHaveLength(maxChartDays);
    expect(days[0]!.cumulative).toBe(100 - maxChartDays + 1);
    expect(days.at(-1)!.cumulative).toBe(100);
  });
});
