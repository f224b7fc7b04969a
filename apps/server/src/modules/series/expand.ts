import {
  SERIES_MAX,
  asUtc,
  instantFromWallClock,
  parseLocalDateTime,
  recurrenceRule,
  seriesMessages,
  weekdayOf,
  zoneOffsetAt,
  type RecurrenceParsed,
} from '@portal/contract';
import { fillText } from '@portal/contract/i18n/fill-text';
import rrulePackage from 'rrule';
import { HttpError } from '../../plugins/errors';

// A recurrence's dates (issue 25 §6, ADR 40). The rule is expanded on the venue's wall clock
// (rrule's "floating" dates: UTC fields standing for the wall clock), then each date is placed
// in the venue's zone, so a weekly 18:30 in London stays 18:30 across the clock changes.

const { RRule } = rrulePackage;

export interface SeriesDates {
  rrule: string;
  /** Each date's start on the venue's wall clock (YYYY-MM-DDTHH:mm), the first one first. */
  starts: string[];
}

function invalid(field: string, message: string): HttpError {
  return new HttpError(400, 'validation', message, { [`recurrence.${field}`]: message });
}

const wallClockText = (date: Date) => date.toISOString().slice(0, 16);

/**
 * The dates of `recurrence` from `firstStart` (the first date's start on the wall clock). 400
 * naming the field when the rule makes fewer than two dates or more than SERIES_MAX, or when a
 * weekly rule leaves out the first date's own weekday.
 */
export function seriesDates(
  recurrence: RecurrenceParsed,
  firstStart: string,
  timeZone: string,
): SeriesDates {
  const firstDay = firstStart.slice(0, 10);
  if (recurrence.weekdays && !recurrence.weekdays.includes(weekdayOf(firstDay)))
    throw invalid('weekdays', seriesMessages.firstDayNotChosen);
  if (recurrence.until !== undefined && recurrence.until < firstDay)
    throw invalid('until', seriesMessages.untilBeforeStart);
  const clock = parseLocalDateTime(firstStart)!;
  const untilWall = recurrence.until ? new Date(`${recurrence.until}T23:59:59Z`) : undefined;
  const rrule = recurrenceRule(
    recurrence,
    firstDay,
    untilWall && new Date(untilWall.getTime() - zoneOffsetAt(untilWall.getTime(), timeZone)),
  );
  // The UNTIL written for calendars is in UTC; the expansion runs on the wall clock, so it is
  // given the venue's last day as wall-clock time instead.
  const rule = new RRule({
    ...RRule.parseString(rrule.replace(/;UNTIL=[^;]+/, '')),
    dtstart: new Date(asUtc(clock)),
    until: untilWall ?? null,
  });
  const dates = rule.all((_date, index) => index <= SERIES_MAX);
  if (dates.length > SERIES_MAX)
    throw invalid('until', fillText(seriesMessages.tooMany, { max: SERIES_MAX }));
  if (dates.length < 2) throw invalid('until', seriesMessages.countMin);
  return { rrule, starts: dates.map(wallClockText) };
}

/**
 * The instant a date of the series starts. A time the clocks skip that day is read with the
 * offset before the change (RFC 5545 §3.3.5), so 02:30 on the day London springs forward is 03:30.
 */
export function occurrenceInstant(start: string, timeZone: string): Date {
  const resolved = instantFromWallClock(start, timeZone);
  if (resolved.ok) return resolved.instant;
  const wall = asUtc(parseLocalDateTime(start)!);
  return new Date(wall - zoneOffsetAt(wall - 86_400_000, timeZone));
}
