import { describe, expect, it } from 'vitest';
import { restoreProcessZoneAfterEach } from '../test/process-zone';
import { recordedTime, venueSpan, venueTime } from './zoned-times';

describe('times in emails, on an explicit zone’s clock and named', () => {
  restoreProcessZoneAfterEach();

  it('writes an event’s time on its venue’s clock, whatever the server’s zone', () => {
    process.env.TZ = 'America/Los_Angeles';
    const pune = new Date('2027-06-07T04:00:00Z');
    expect(venueTime(pune, 'Asia/Kolkata', 'en')).toBe('Mon 7 Jun 2027, 09:30 IST');
    // After the March change London is on BST; in January on GMT.
    expect(venueTime(new Date('2031-04-05T09:00:00Z'), 'Europe/London', 'en')).toBe(
      'Sat 5 Apr 2031, 10:00 BST',
    );
    expect(venueTime(new Date('2031-01-11T18:30:00Z'), 'Europe/London', 'en')).toBe(
      'Sat 11 Jan 2031, 18:30 GMT',
    );
    expect(venueTime(new Date('2031-11-01T22:00:00Z'), 'America/Toronto', 'en')).toBe(
      'Sat 1 Nov 2031, 18:00 EDT',
    );
  });

  it('speaks the email’s language', () => {
    const pune = new Date('2027-06-07T04:00:00Z');
    expect(venueTime(pune, 'Asia/Kolkata', 'hi')).toBe('सोम 7 जून 2027, 09:30 IST');
    expect(venueTime(pune, 'Asia/Kolkata', 'gu')).toBe('સોમ 7 જૂન 2027, 09:30 IST');
  });

  it('names the day once for a span within it, both ends otherwise', () => {
    const start = new Date('2031-11-01T22:00:00Z');
    expect(venueSpan(start, new Date('2031-11-02T02:00:00Z'), 'America/Toronto', 'en')).toBe(
      'Sat 1 Nov 2031, 18:00 – 22:00 EDT',
    );
    // Across the clocks going back that night: each end has its own name.
    expect(venueSpan(start, new Date('2031-11-02T15:00:00Z'), 'America/Toronto', 'en')).toBe(
      'Sat 1 Nov 2031, 18:00 EDT – Sun 2 Nov 2031, 10:00 EST',
    );
  });

  it('writes a recorded time on the site’s clock, named', () => {
    process.env.TZ = 'Pacific/Kiritimati';
    expect(recordedTime(new Date('2026-12-04T20:00:00Z'), 'Asia/Kolkata', 'en')).toBe(
      '5 Dec 2026, 01:30 IST',
    );
  });
});
