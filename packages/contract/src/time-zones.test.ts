import { describe, expect, it } from 'vitest';
import {
  instantFromWallClock,
  isTimeZone,
  localDateTimeAt,
  localDayAt,
  sameWallClock,
  zoneAbbreviation,
  zoneCity,
} from './time-zones';

const at = (local: string, zone: string) => {
  const result = instantFromWallClock(local, zone);
  return result.ok ? result.instant.toISOString() : result.reason;
};

describe('time zones', () => {
  it('knows the IANA names people write and refuses the rest', () => {
    for (const zone of ['Asia/Kolkata', 'Asia/Calcutta', 'Europe/London', 'America/Toronto', 'UTC'])
      expect(isTimeZone(zone), zone).toBe(true);
    for (const zone of ['Mars/Olympus', 'IST', '+05:30', 'asia/kolkata', '', 'Europe/London '])
      expect(isTimeZone(zone), zone).toBe(false);
  });

  it('reads a wall-clock time in the venue zone, with no daylight saving in Kolkata', () => {
    expect(at('2027-06-07T09:30', 'Asia/Kolkata')).toBe('2027-06-07T04:00:00.000Z');
    expect(at('2027-01-07T09:30', 'Asia/Kolkata')).toBe('2027-01-07T04:00:00.000Z');
  });

  it('keeps 10:00 in London on both sides of the clock change', () => {
    // Clocks go forward on 28 March 2027.
    expect(at('2027-03-27T10:00', 'Europe/London')).toBe('2027-03-27T10:00:00.000Z');
    expect(at('2027-03-29T10:00', 'Europe/London')).toBe('2027-03-29T09:00:00.000Z');
    expect(localDateTimeAt('2027-03-29T09:00:00Z', 'Europe/London')).toBe('2027-03-29T10:00');
  });

  it('refuses a time the clocks skip and takes the first of a repeated one', () => {
    expect(at('2027-03-28T01:30', 'Europe/London')).toBe('nonexistent');
    expect(at('2027-03-14T02:30', 'America/Toronto')).toBe('nonexistent');
    const repeated = instantFromWallClock('2027-11-07T01:30', 'America/Toronto');
    expect(repeated).toEqual({
      ok: true,
      ambiguous: true,
      instant: new Date('2027-11-07T05:30:00Z'),
    });
    // Sydney's clocks go back on 4 April 2027: 02:30 happens twice, first at +11.
    expect(at('2027-04-04T02:30', 'Australia/Sydney')).toBe('2027-04-03T15:30:00.000Z');
    expect(at('2027-10-03T02:30', 'Australia/Sydney')).toBe('nonexistent');
  });

  it('refuses impossible calendar days', () => {
    expect(at('2027-02-30T10:00', 'Asia/Kolkata')).toBe('invalid');
    expect(at('2027-02-01T24:00', 'Asia/Kolkata')).toBe('invalid');
  });

  it('files an event under the venue day', () => {
    // 09:30 in Pune on 7 June is 00:00 in Toronto that day; two hours earlier is 6 June there.
    expect(localDayAt('2027-06-07T04:00:00Z', 'Asia/Kolkata')).toBe('2027-06-07');
    expect(localDayAt('2027-06-07T04:00:00Z', 'America/Toronto')).toBe('2027-06-07');
    expect(localDayAt('2027-06-07T02:00:00Z', 'America/Toronto')).toBe('2027-06-06');
  });

  it('names zones as people there do', () => {
    expect(zoneAbbreviation('Asia/Kolkata', '2027-06-07T04:00:00Z')).toBe('IST');
    expect(zoneAbbreviation('Europe/London', '2027-06-07T04:00:00Z')).toBe('BST');
    expect(zoneAbbreviation('Europe/London', '2027-01-07T04:00:00Z')).toBe('GMT');
    expect(zoneAbbreviation('America/Toronto', '2027-06-07T04:00:00Z')).toBe('EDT');
    expect(zoneAbbreviation('America/Toronto', '2027-01-07T04:00:00Z')).toBe('EST');
    expect(zoneAbbreviation('Australia/Sydney', '2027-01-07T04:00:00Z')).toBe('AEDT');
    expect(zoneCity('America/Toronto')).toBe('Toronto');
    expect(zoneCity('Asia/Ho_Chi_Minh')).toBe('Ho Chi Minh');
    // Chrome's ICU names India's zone by its old name; people and the event form say Kolkata.
    expect(zoneCity('Asia/Calcutta')).toBe('Kolkata');
    expect(zoneCity('Asia/Saigon')).toBe('Ho Chi Minh');
    expect(zoneCity('America/Argentina/Buenos_Aires')).toBe('Buenos Aires');
    expect(sameWallClock('Asia/Kolkata', 'Asia/Calcutta', '2027-06-07T04:00:00Z')).toBe(true);
    expect(sameWallClock('Europe/London', 'UTC', '2027-06-07T04:00:00Z')).toBe(false);
    expect(sameWallClock('Europe/London', 'UTC', '2027-01-07T04:00:00Z')).toBe(true);
  });
});
