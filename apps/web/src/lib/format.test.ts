import { describe, expect, it } from 'vitest';
import { useLanguageInTest } from '../testing/language';
import {
  formatDateTime,
  formatMajorUnits,
  formatMinorUnits,
  formatMonthYear,
  formatNumber,
  formatRelativeTime,
  formatShortDate,
  formatTime,
  formatWeekdayDate,
  weekdayNames,
} from './format';
import { formatDuration } from './format-duration';

// Local times, so the expectations hold in whatever zone the tests run.
const saturday = new Date(2026, 11, 5, 14, 7);

describe('format in English (en-IN)', () => {
  it('groups numbers and money the Indian way', () => {
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatMinorUnits(10_000_000, 'INR')).toBe('₹1,00,000.00');
    expect(formatMajorUnits(100000, 'INR')).toBe('₹1,00,000');
    expect(formatMajorUnits(20.5, 'USD')).toBe('$20.50');
  });

  it('writes dates and times as the portal always has', () => {
    expect(formatWeekdayDate(saturday)).toBe('Sat 5 Dec 2026');
    expect(formatMonthYear(saturday)).toBe('December 2026');
    expect(formatTime(saturday)).toBe('14:07');
  });

  it('writes one format per kind of place', () => {
    // When something happens (events, matches, tickets): weekday first.
    expect(formatWeekdayDate(saturday)).toBe('Sat 5 Dec 2026');
    // When something was written or recorded: the day, with the time where it matters.
    expect(formatShortDate(saturday)).toBe('5 Dec 2026');
    expect(formatDateTime(saturday)).toBe('5 Dec 2026, 14:07');
    // A day as a heading.
    expect(formatWeekdayDate(saturday, 'long')).toBe('Saturday 5 December 2026');
  });

  it('says how long something has waited, in its largest whole unit', () => {
    // ICU writes "2 min" or "2 mins" by version; the unit and the whole number are ours.
    expect(formatDuration(0)).toMatch(/^0 secs?$/);
    expect(formatDuration(45)).toMatch(/^45 secs?$/);
    expect(formatDuration(150)).toMatch(/^2 mins?$/);
    expect(formatDuration(7_199)).toMatch(/^1 hrs?$/);
    expect(formatDuration(3 * 86_400)).toBe('3 days');
  });

  it('says how long ago', () => {
    const now = new Date(2026, 11, 5, 14, 12);
    expect(formatRelativeTime(saturday, now)).toBe('5 minutes ago');
    expect(formatRelativeTime(new Date(2026, 11, 4, 14, 7), now)).toBe('yesterday');
  });
});

describe('format in Hindi (hi-IN)', () => {
  it('names months and weekdays in Hindi, with the digits people use', async () => {
    await useLanguageInTest('hi');
    expect(formatMonthYear(saturday)).toBe('दिसंबर 2026');
    expect(formatWeekdayDate(saturday, 'long')).toBe('शनिवार 5 दिसंबर 2026');
    expect(formatWeekdayDate(saturday)).toBe('शनि 5 दिस॰ 2026');
    expect(formatTime(saturday)).toBe('14:07');
    expect(weekdayNames()[0]).toBe('सोम');
  });

  it('groups numbers and money the Indian way', async () => {
    await useLanguageInTest('hi');
    expect(formatNumber(100000)).toBe('1,00,000');
    expect(formatMinorUnits(10_000_000, 'INR')).toBe('₹1,00,000.00');
  });

  it('says how long ago in Hindi', async () => {
    await useLanguageInTest('hi');
    const now = new Date(2026, 11, 8, 14, 7);
    expect(formatRelativeTime(saturday, now)).toBe('3 दिन पहले');
    expect(formatRelativeTime(new Date(2026, 11, 8, 14, 2), now)).toBe('5 मिनट पहले');
    expect(formatRelativeTime(new Date(2026, 11, 7, 14, 7), now)).toBe('कल');
  });

  it('says how long something has waited in Hindi', async () => {
    await useLanguageInTest('hi');
    expect(formatDuration(150)).toBe('2 मि॰');
  });

  it('goes back to English with the language', async () => {
    await useLanguageInTest('hi');
    expect(formatMonthYear(saturday)).toBe('दिसंबर 2026');
    await useLanguageInTest('en');
    expect(formatMonthYear(saturday)).toBe('December 2026');
  });
});

describe('format in Gujarati (gu-IN)', () => {
  it('names the month in Gujarati and groups money the Indian way', async () => {
    await useLanguageInTest('gu');
    expect(formatMonthYear(saturday)).toBe('ડિસેમ્બર 2026');
    expect(formatMinorUnits(10_000_000, 'INR')).toBe('₹1,00,000.00');
  });
});
