import type { Registration } from '@portal/contract';
import dayjs from 'dayjs';

export interface DayCount {
  /** YYYY-MM-DD in the viewer's zone. */
  day: string;
  count: number;
  /** Registrations up to and including this day. */
  cumulative: number;
}

/** The longest run of days the chart draws; earlier days still count in the running total. */
export const maxChartDays = 60;

/**
 * Registrations (cancelled ones excluded) per day in the viewer's zone, every day from the first
 * to the last, so quiet days show as gaps.
 */
export function registrationsPerDay(registrations: readonly Registration[]): DayCount[] {
  const counts = new Map<string, number>();
  for (const row of registrations) {
    if (row.status === 'cancelled') continue;
    const day = dayjs(row.registrationDate).format('YYYY-MM-DD');
    counts.set(day, (counts.get(day) ?? 0) + 1);
  }
  if (counts.size === 0) return [];
  const days = [...counts.keys()].sort();
  const last = dayjs(days[days.length - 1]);
  let cursor = dayjs(days[0]);
  if (last.diff(cursor, 'day') >= maxChartDays) cursor = last.subtract(maxChartDays - 1, 'day');
  // Whatever came before the window still counts towards the running total.
  let cumulative = [...counts.entries()]
    .filter(([day]) => day < cursor.format('YYYY-MM-DD'))
    .reduce((sum, [, count]) => sum + count, 0);
  const result: DayCount[] = [];
  while (!cursor.isAfter(last, 'day')) {
    const day = cursor.format('YYYY-MM-DD');
    const count = counts.get(day) ?? 0;
    cumulative += count;
    result.push({ day, count, cumulative });
    cursor = cursor.add(1, 'day');
  }
  return result;
}
