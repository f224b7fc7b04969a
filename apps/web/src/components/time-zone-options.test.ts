import { describe, expect, it } from 'vitest';
import { currentZoneName, timeZoneGroups, timeZoneLabel, timeZoneNames } from './time-zone-options';

describe('time zone options', () => {
  it('lists zones under their current IANA names, once each', () => {
    const names = timeZoneNames();
    for (const current of [
      'Asia/Kolkata',
      'Europe/Kyiv',
      'Asia/Kathmandu',
      'Asia/Yangon',
      'Asia/Ho_Chi_Minh',
      'UTC',
    ])
      expect(names).toContain(current);
    for (const old of [
      'Asia/Calcutta',
      'Europe/Kiev',
      'Asia/Katmandu',
      'Asia/Rangoon',
      'Asia/Saigon',
    ])
      expect(names).not.toContain(old);
    expect(new Set(names).size).toBe(names.length);
    expect(currentZoneName('Asia/Calcutta')).toBe('Asia/Kolkata');
    expect(currentZoneName('Europe/London')).toBe('Europe/London');
  });

  it('labels a zone with its city, abbreviation and offset at the time given', () => {
    expect(timeZoneLabel('Asia/Kolkata', new Date('2027-06-07T00:00:00Z'))).toBe(
      'Kolkata (IST, GMT+5:30)',
    );
    expect(timeZoneLabel('Europe/London', new Date('2027-07-01T00:00:00Z'))).toBe(
      'London (BST, GMT+1)',
    );
    expect(timeZoneLabel('Europe/London', new Date('2027-01-01T00:00:00Z'))).toBe('London (GMT)');
    expect(timeZoneLabel('America/Toronto', new Date('2027-01-01T00:00:00Z'))).toBe(
      'Toronto (EST, GMT-5)',
    );
    // No English locale has letters for Yerevan's zone: its offset alone.
    expect(timeZoneLabel('Asia/Yerevan', new Date('2027-01-01T00:00:00Z'))).toBe('Yerevan (GMT+4)');
  });

  it('groups the options by region, and keeps a zone it does not list', () => {
    const groups = timeZoneGroups(['Asia/Calcutta']);
    const asia = groups.find((group) => group.group === 'Asia');
    expect(asia?.items.map((item) => item.value)).toContain('Asia/Kolkata');
    expect(asia?.items.map((item) => item.value)).toContain('Asia/Calcutta');
    expect(groups.map((group) => group.group)).toEqual(
      [...groups.map((group) => group.group)].sort((a, b) => a.localeCompare(b)),
    );
  });
});
