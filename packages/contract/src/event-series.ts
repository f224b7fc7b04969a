import { z } from 'zod';
import { isCalendarDate } from './common';
import { fillText } from './i18n/fill-text';
import { weekdayCodes, weekdayOf, weekdayPosition } from './weekdays';

export * from './weekdays';

// Recurring events (issue 25 §6): a series is a rule (RFC 5545 RRULE) over a first event; each
// occurrence is a real event with its own registrations and capacity. Bodies and answers of
// POST/GET /api/events/{id}/series; the rule's text is built here so the web and the server agree.

/** The most dates one series makes: two years of a weekly meet-up. */
export const SERIES_MAX = 104;

export const seriesMessages = {
  whole: 'Must be a whole number',
  countOrUntil: 'Choose how the series ends: after a number of dates, or on a date',
  countMin: 'A series has at least 2 dates',
  /** A template (i18n/fill-text.ts). */
  tooMany: 'A series has at most {max} dates: choose an earlier end',
  untilBeforeStart: 'The series must end after its first date',
  untilInvalid: 'Enter a date such as 2027-03-31',
  firstDayNotChosen: 'Include the first date’s own day of the week',
  weekdaysOnlyWeekly: 'Days of the week are for a weekly series',
  monthlyByOnlyMonthly: 'Only a monthly series repeats on a date or a weekday',
  alreadySeries:
    'This event already repeats. Edit its dates one by one, or this and the following.',
  notInSeries: 'This event does not repeat',
} as const;

const whole = z.number({ error: seriesMessages.whole }).int(seriesMessages.whole);

export const recurrenceSchema = z
  .object({
    frequency: z.enum(['daily', 'weekly', 'monthly']),
    /** Every `interval` days, weeks or months. */
    interval: whole.min(1).max(12).default(1),
    /** Weekly: the days it meets on; absent, the first date's weekday. */
    weekdays: z.array(z.enum(weekdayCodes)).min(1).max(7).optional(),
    /** Monthly: on the first date's day of the month ("the 14th") or its weekday ("the second Saturday"). */
    monthlyBy: z.enum(['date', 'weekday']).optional(),
    /** Ends after this many dates (the first included)… */
    count: whole
      .min(2, seriesMessages.countMin)
      .max(SERIES_MAX, fillText(seriesMessages.tooMany, { max: SERIES_MAX }))
      .optional(),
    /** …or on this day (YYYY-MM-DD, inclusive, on the venue's calendar). */
    until: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, seriesMessages.untilInvalid)
      // A day the calendar has: 5000-00-00 has the shape and no instant (the fuzzer's 500).
      .refine(isCalendarDate, seriesMessages.untilInvalid)
      .optional(),
  })
  .superRefine((value, ctx) => {
    if ((value.count === undefined) === (value.until === undefined))
      ctx.addIssue({ code: 'custom', path: ['count'], message: seriesMessages.countOrUntil });
    if (value.weekdays && value.frequency !== 'weekly')
      ctx.addIssue({
        code: 'custom',
        path: ['weekdays'],
        message: seriesMessages.weekdaysOnlyWeekly,
      });
    if (value.monthlyBy && value.frequency !== 'monthly')
      ctx.addIssue({
        code: 'custom',
        path: ['monthlyBy'],
        message: seriesMessages.monthlyByOnlyMonthly,
      });
  });
export type Recurrence = z.input<typeof recurrenceSchema>;
export type RecurrenceParsed = z.output<typeof recurrenceSchema>;

export const seriesInputSchema = z.object({ recurrence: recurrenceSchema });
export type SeriesInput = z.input<typeof seriesInputSchema>;

/** PUT /api/events/{id}?scope=following applies the edit to this date and every later one. */
export const eventUpdateScopeSchema = z.object({
  scope: z.enum(['one', 'following']).default('one'),
});

export const seriesOccurrenceSchema = z.object({
  _id: z.string(),
  date: z.string(),
  endDate: z.string(),
  status: z.enum(['draft', 'published', 'cancelled']),
});

export const seriesSchema = z.object({
  _id: z.string(),
  /** The RRULE value, e.g. "FREQ=WEEKLY;BYDAY=SA;COUNT=10" (UNTIL in UTC, as RFC 5545 asks). */
  rrule: z.string(),
  recurrence: z.object({
    frequency: z.enum(['daily', 'weekly', 'monthly']),
    interval: z.number(),
    weekdays: z.array(z.enum(weekdayCodes)).optional(),
    monthlyBy: z.enum(['date', 'weekday']).optional(),
    count: z.number().optional(),
    until: z.string().optional(),
  }),
  timeZone: z.string(),
  /** Every date of the series that still exists, in order, cancelled ones included. */
  occurrences: z.array(seriesOccurrenceSchema),
});
export type EventSeries = z.infer<typeof seriesSchema>;

/**
 * The RRULE for a recurrence whose first date starts on `firstDay` (YYYY-MM-DD on the venue's
 * calendar). `untilUtc` is the instant the series' last day ends, written as UNTIL.
 */
export function recurrenceRule(
  recurrence: RecurrenceParsed,
  firstDay: string,
  untilUtc?: Date,
): string {
  const parts = [`FREQ=${recurrence.frequency.toUpperCase()}`];
  if (recurrence.interval > 1) parts.push(`INTERVAL=${recurrence.interval}`);
  if (recurrence.frequency === 'weekly')
    parts.push(`BYDAY=${(recurrence.weekdays ?? [weekdayOf(firstDay)]).join(',')}`);
  if (recurrence.frequency === 'monthly') {
    if (recurrence.monthlyBy === 'weekday')
      parts.push(`BYDAY=${weekdayPosition(firstDay)}${weekdayOf(firstDay)}`);
    else parts.push(`BYMONTHDAY=${Number(firstDay.slice(8, 10))}`);
  }
  if (recurrence.count !== undefined) parts.push(`COUNT=${recurrence.count}`);
  if (untilUtc)
    parts.push(
      `UNTIL=${untilUtc
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
  return parts.join(';');
}
