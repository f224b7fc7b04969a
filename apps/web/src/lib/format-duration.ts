import { formatNumber } from './format';

// Apart from format.ts: only the admin's screens need it, and format.ts loads on a first visit.

const durationUnits: [Intl.NumberFormatOptions['unit'] & string, number][] = [
  ['day', 86_400],
  ['hour', 3_600],
  ['minute', 60],
  ['second', 1],
];

/**
 * How long something has lasted, in its largest whole unit, short: 45 → "45 sec", 150 → "2 min",
 * 7200 → "2 hr" ("2 मि॰" in Hindi). Whole units, as people read a wait at a glance.
 */
export function formatDuration(seconds: number): string {
  const [unit, size] =
    durationUnits.find(([, length]) => seconds >= length) ?? (['second', 1] as const);
  return formatNumber(Math.floor(seconds / size), { style: 'unit', unit, unitDisplay: 'short' });
}
