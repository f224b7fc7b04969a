import { describe, expect, it } from 'vitest';
import { instantSchema, isCalendarDate } from './common';

describe('dates the calendar has (issue 21 §6)', () => {
  it('refuses an impossible day or time instead of rolling it over', () => {
    for (const value of [
      '2027-02-30T10:00:00Z',
      '2027-02-29',
      '2027-04-31T09:00:00+05:30',
      '2027-13-01',
      '2027-00-10',
      '2027-01-01T24:00:00Z',
      '2027-01-01T10:60Z',
      '2027-01-01T10:00:60Z',
    ]) {
      expect(isCalendarDate(value), value).toBe(false);
      expect(instantSchema.safeParse(value).success, value).toBe(false);
    }
  });

  it('accepts real dates, leap days included', () => {
    for (const value of [
      '2028-02-29',
      '2027-02-28T23:59:59Z',
      '2027-12-31T00:00+05:30',
      '2000-02-29T12:00:00.500Z',
    ]) {
      expect(isCalendarDate(value), value).toBe(true);
      expect(instantSchema.safeParse(value).success, value).toBe(true);
    }
  });
});
