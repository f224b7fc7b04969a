// The one place dates, times, numbers and money become text (DESIGN §7): through `Intl`, in the
// active language's locale (en-IN, hi-IN, gu-IN) and the viewer's own time zone (DESIGN §3),
// except event and match times, which pass their venue's zone explicitly (issue 19; see
// lib/format-event-dates.ts): the server renders them too, and its own zone means nothing.
// Components call these during render, under `useT()`, so a language switch re-renders them.
//
// One format per kind of place, so a reader learns each once:
// - when something happens (an event, a match, a ticket): weekday, day, month, year and time,
//   "Sat 5 Dec 2026, 10:00" (`formatWeekdayDate` + `formatTime`, lib/format-event-dates.ts);
// - when something was written or recorded (posts, donations, registrations, messages): day,
//   month and year, "5 Dec 2026" (`formatShortDate`), with the time where it matters
//   ("5 Dec 2026, 14:07", `formatDateTime`);
// - a day as a heading (the calendar's): named in full, "Saturday 5 December 2026".
import { activeLocale } from '../i18n/active-language';

type DateInput = string | number | Date;
const toDate = (value: DateInput) => (value instanceof Date ? value : new Date(value));

// Intl formatters are costly to build and the same few serve every screen.
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>();
function cached<T extends Intl.DateTimeFormat | Intl.NumberFormat | Intl.RelativeTimeFormat>(
  kind: string,
  options: object,
  make: (locale: string) => T,
): T {
  const locale = activeLocale();
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let formatter = cache.get(key) as T | undefined;
  if (!formatter) {
    formatter = make(locale);
    cache.set(key, formatter);
  }
  return formatter;
}

const dateTimeFormat = (options: Intl.DateTimeFormatOptions) =>
  cached('date', options, (locale) => new Intl.DateTimeFormat(locale, options));

/** Any date pattern `Intl` offers, e.g. `{ month: 'long', year: 'numeric' }` → "दिसंबर 2026". */
export function formatDateParts(value: DateInput, options: Intl.DateTimeFormatOptions): string {
  return dateTimeFormat(options).format(toDate(value));
}

/** "5 Dec 2026" / "5 दिस॰ 2026": a day without its weekday, for tables and lists. */
export function formatShortDate(value: DateInput): string {
  return formatDateParts(value, { day: 'numeric', month: 'short', year: 'numeric' });
}

/**
 * "Sat 5 Dec 2026" / "शनि 5 दिस॰ 2026": weekday, day, month and year with spaces between them, as
 * the portal has always written an event's day (Intl's own pattern adds commas, which also
 * differ from one browser's ICU to another's).
 */
export function formatWeekdayDate(
  value: DateInput,
  width: 'short' | 'long' = 'short',
  timeZone?: string,
): string {
  // 'long': "Saturday 5 December 2026", how the calendar names a day.
  return dateTimeFormat({ weekday: width, day: 'numeric', month: width, year: 'numeric', timeZone })
    .formatToParts(toDate(value))
    .filter((part) => part.type !== 'literal')
    .map((part) => part.value)
    .join(' ');
}

/** "10:00": 24-hour clock, as the portal has always shown times; in `timeZone` when given. */
export function formatTime(value: DateInput, timeZone?: string): string {
  return formatDateParts(value, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
}

/** "5 Dec 2026, 14:07". */
export function formatDateTime(value: DateInput): string {
  return formatDateParts(value, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
}

/** "December 2026" / "दिसंबर 2026" / "ડિસેમ્બર 2026": a calendar month's heading. */
export function formatMonthYear(value: DateInput): string {
  return formatDateParts(value, { month: 'long', year: 'numeric' });
}

/** 100000 → "1,00,000" (Indian grouping in every Indian locale). */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  return cached('number', options, (locale) => new Intl.NumberFormat(locale, options)).format(
    value,
  );
}

/** How many minor units make one major unit of `currency` (100 for USD, EUR and INR). */
function minorUnitsPerMajor(currency: string): number {
  const digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
    .maximumFractionDigits;
  return 10 ** (digits ?? 2);
}

/** Money in integer minor units (DESIGN §3): 10000000 INR → "₹1,00,000.00". */
export function formatMinorUnits(amount: number, currency: string): string {
  return formatNumber(amount / minorUnitsPerMajor(currency), { style: 'currency', currency });
}

/** An amount in major units as typed: 20 INR → "₹20", 20.5 USD → "$20.50" (donation presets). */
export function formatMajorUnits(amount: number, currency: string): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  return formatNumber(amount, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 86_400_000],
  ['month', 30 * 86_400_000],
  ['week', 7 * 86_400_000],
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
  ['second', 1000],
];

/**
 * "5 minutes ago", "yesterday", "2 दिन पहले": how long ago (or until) `value` is from `now`, in
 * whole units elapsed (5 min 40 s is "5 minutes ago", as people say it).
 */
export function formatRelativeTime(value: DateInput, now: Date = new Date()): string {
  const difference = toDate(value).getTime() - now.getTime();
  const format = cached(
    'relative',
    { numeric: 'auto' },
    (locale) => new Intl.RelativeTimeFormat(locale, { numeric: 'auto' }),
  );
  for (const [unit, size] of relativeUnits)
    if (Math.abs(difference) >= size || unit === 'second')
      return format.format(Math.trunc(difference / size), unit);
  return format.format(0, 'second');
}

/** Weekday names from Monday, short ("Mon" / "सोम"), for a calendar grid's header. */
export function weekdayNames(style: 'short' | 'long' | 'narrow' = 'short'): string[] {
  // 5 January 2026 was a Monday.
  return Array.from({ length: 7 }, (_, i) =>
    formatDateParts(new Date(2026, 0, 5 + i), { weekday: style }),
  );
}
