import type { Language } from '@portal/contract';
import type { Database } from '../../db/client';
import type { CalendarEntry } from '../events/ics';
import { calendarEntry } from '../registrations/emails';
import { occurrenceInstant, seriesDates } from './expand';
import * as repo from './repository';

// A recurring event in a calendar file (RFC 5545 §3.8.5): one entry with the RRULE and an
// EXDATE for every date that does not happen, plus an entry (same UID, RECURRENCE-ID) for each
// date whose time, place or text was changed on its own. "Add to calendar" on any date adds all.

const sameText = (a: CalendarEntry, b: CalendarEntry) =>
  a.title === b.title && a.description === b.description && a.location === b.location;

export async function seriesCalendar(
  db: Database,
  seriesId: string,
  publicUrl: string,
  language: Language,
): Promise<CalendarEntry[] | undefined> {
  const series = await repo.findSeries(db, seriesId);
  if (!series) return undefined;
  const dates = await repo.seriesEvents(db, seriesId, false);
  const template = dates[0];
  if (!template) return undefined;
  const ruleStarts = seriesDates(series.recurrence, series.firstStart, series.timeZone).starts.map(
    (start) => occurrenceInstant(start, series.timeZone),
  );
  const byIndex = new Map(dates.map((date) => [date.seriesIndex, date]));
  const length = template.endsAt.getTime() - template.startsAt.getTime();
  const rule: CalendarEntry = {
    ...calendarEntry(template, publicUrl, language),
    uid: series.id,
    startsAt: ruleStarts[0]!,
    endsAt: new Date(ruleStarts[0]!.getTime() + length),
    timeZone: series.timeZone,
    status: 'published',
    rrule: series.rrule,
    exdates: ruleStarts.filter((_start, index) => byIndex.get(index)?.status !== 'published'),
  };
  const changed = dates
    .filter((date) => date.status === 'published' && date.seriesIndex !== null)
    .map((date) => ({
      ...calendarEntry(date, publicUrl, language),
      uid: series.id,
      recurrenceId: ruleStarts[date.seriesIndex!]!,
      timeZone: series.timeZone,
    }))
    .filter(
      (entry) =>
        entry.startsAt.getTime() !== entry.recurrenceId.getTime() ||
        entry.endsAt.getTime() - entry.startsAt.getTime() !== length ||
        !sameText(entry, rule),
    );
  return [rule, ...changed];
}
